## 레슨의 상황을 연습 테이블에서 직접 두기 (레슨 페이지와 테이블).

lesson-play-banner = 레슨 “{ $lesson }”: { $step }
lesson-play-position = 상황
lesson-play-review-title = 코치가 평가한 내 플레이
lesson-play-stars = { $over ->
    [true] 판이 끝났어요.
   *[other] 이 상황을 끝까지 뒀어요.
} 이 단계에서 { $stars }({ $count }개)를 받았어요.
lesson-play-explain = 레슨의 설명
lesson-play-back = 레슨으로 돌아가기
lesson-play-again = 이 상황 다시 두기
lesson-play-button = 이 상황 직접 두기
lesson-play-help = 이 상황 그대로 연습 테이블을 열어요. 다른 자리는 컴퓨터 플레이어가 맡아요. 끝까지 두면 코치가 내 선택을 평가한 결과가 이 단계의 피드백으로 돌아와요.
lesson-play-facts = { $players }명이 하고, 컴퓨터 플레이어는 { $level } 수준으로 둬요. 나는 { $turns }번의 차례를 두거나 판이 끝날 때까지 둬요.
lesson-play-others = 다른 플레이어의 손패 장수(다음 플레이어부터): { $counts }
lesson-play-discard = 버린 카드 더미 맨 위
lesson-play-melds = { $who ->
    [0] 바닥에 있는 내 등록
    [1] 다음 플레이어의 등록
   *[other] 나보다 { $who }차례 뒤 플레이어의 등록
}
lesson-play-done = 이 상황을 끝까지 뒀어요. 코치가 평가한 내 플레이는 아래에 있어요.
lesson-play-not-played = 아직 두지 않았어요. 테이블에서 둔 플레이를 코치가 평가한 결과가 이 단계의 피드백이 돼요.
lesson-play-feedback = 이 상황을 마지막으로 둔 플레이와 코치의 평가:

## 레슨 상황을 열 수 없는 링크 (`play-link`).

play-link-no-such-lesson = 링크가 가리키는 레슨이 없어요
play-link-not-a-play-step = 링크의 단계는 그 레슨에서 직접 두는 상황이 아니에요

## 레슨 페이지 (tutor/app/pages/lessons.py), 레슨 기록, 코스 지도.

lessons-title = 레슨
lessons-intro = 몇 단계씩 묶인 짧은 레슨이에요. 문제는 규칙 엔진이 채점해요: 틀리면 한 번 더 풀 수 있고, 힌트는 귀띔에서 규칙, 답 순서로 나오며, 문제마다 별을 세 개까지 받아요.
lessons-load-failed = 레슨을 불러오지 못했어요:{" "}
lessons-none = 아직 레슨이 없어요.
lessons-pick = 레슨
lessons-pick-option = { $number }. { $title }
lessons-progress = 스테이지 { $stage }/{ $stages }: { $title } · 단계 { $step }/{ $steps }
lessons-covers = 다루는 규칙: { $links }
lessons-side = 곁가지 레슨
lessons-covers-switches = {" "}· 설정: { $switches }
lessons-covers-end = {""}
lessons-back = ← 이전
lessons-next = 다음 →
lessons-next-stage = 다음 스테이지 →
lessons-next-lesson = 다음 레슨 →
lessons-practise = **이 레슨에서 배운 것 연습하기:** 엔진이 채점하는 퀴즈 문제예요.

lessons-rules-own = 이 단계는 지금 어떤 규칙을 쓰든 정해진 규칙을 써요: { $rules }.
lessons-rules-in-force = 이 단계는 지금 쓰는 규칙을 따라요: { $rules }.

lessons-round = { $number }판
lessons-seats = 시계 방향 자리: { $seats }. 지금 차례: { $current }.
lessons-cards = 카드
lessons-hand = 손패
lessons-seen = 앞면으로 보인 카드 (테이블과 버린 카드)
lessons-other-hands = 다른 손패의 장수, 다음 사람부터 차례대로: { $counts }
lessons-knock-facts = { $players }명 · 스톱하는 사람 등록: { $melded ->
    [true] 네
   *[other] 아니요
} · 다른 사람 등록: { $others ->
    [true] 네
   *[other] 아니요
}
lessons-already-melded = 이 사람은 이미 등록했어요.
lessons-going-out-facts = 가져온 뒤의 손패 · 전에 등록: { $melded ->
    [true] 네
   *[other] 아니요
} · 다른 사람 모두 한 차례씩 함: { $others ->
    [true] 네
   *[other] 아니요
}
lessons-cannot-show = 지금 규칙에서는 이 카드를 보여 줄 수 없어요:{" "}
lessons-record-ending = 판이 끝난 방식: { $ending ->
    [blast] 빵
    [knock] 스톱
    [going-out] 훌라
    [four-sevens] 세븐 포카드
   *[stock] 덱이 바닥남
}{ $perfect ->
    [true] {" "}— 퍼펙트
   *[other] {""}
}
lessons-record-player = { $name } ({ $tags })
lessons-tag-dealer = 선
lessons-tag-went-out = 훌라
lessons-tag-winner = 이긴 사람
lessons-tag-knocked = 스톱
lessons-tag-fed-perfect = 퍼펙트를 완성한 카드를 버림
lessons-tag-dropped-out = 빠짐 ({ $how ->
    [forced] 강제
   *[other] 선택
})
lessons-tag-melded = 등록함
lessons-tag-never-melded = 미등록
lessons-tag-no-turn = 아직 차례 없음

lessons-pick-meld = 등록할 카드를 고르세요
lessons-your-discard = 버릴 카드
lessons-your-answer = 내 답
lessons-yes = 네
lessons-no = 아니요
lessons-choice = { $choice ->
    [take] { $card } 가져오기
    [draw] 덱에서 가져오기
    [knock] 지금 스톱
   *[play-on] 가져오고 계속하기
}
lessons-check = 채점
lessons-hint = 힌트
lessons-next-hint = 다음 힌트
lessons-hint-help = 힌트는 귀띔, 규칙, 답 순서로 나와요. 힌트마다 별이 하나씩 줄어요.
lessons-show-answer = 답 보기
lessons-give-answer = 이제 그 답을 고르고 **채점**을 눌러 이 단계를 마치세요 (별 1개).
lessons-rules-changed = 답을 채점한 뒤에 쓰는 규칙이 바뀌었어요: **채점**을 눌러 지금 규칙으로 다시 채점하세요.
lessons-choose-first = 먼저 답을 고르세요.
lessons-more = 더 알아보기
lessons-done-before = 전에 푼 문제: { $stars }. 다시 풀며 연습해 보세요.
lessons-every-step = 정산의 모든 단계

lessons-source = 출처
lessons-source-says = 내용
lessons-refused = 거부: { $why }
lessons-why = 이유

lessons-lesson-done = 레슨을 마쳤어요.
lessons-mastered = **레슨 완전 정복!** 별 { $most }개 중 { $stars }개.
lessons-lesson-end = **레슨 끝:** 별 { $most }개 중 { $stars }개. { $todo ->
    [0] {""}
   *[other] 아직 { $todo }문제가 남았어요.{" "}
}모든 문제를 풀고 별을 { $mastery }% 이상 모으면 완전 정복이에요.
lessons-stage-end = **{ $stage }스테이지 끝.**{ $graded ->
    [true] {" "}별 { $most }개 중 { $stars }개.
   *[other] {""}
} 다음은 { $next }스테이지: { $title }

lessons-progress-not-read = 전에 한 레슨 기록을 읽지 못했어요: { $error }
lessons-progress-not-saved = 레슨 기록을 저장하지 못했어요: { $error }

course-status = { $status ->
    [mastered] 완전 정복
    [done] 마침
    [in-progress] 진행 중
   *[not-started] 시작 전
}
course-dot = { $number }. { $title }: { $status }
course-checks-done = {" "}· { $graded }문제 중 { $done }문제 풂
course-next = 다음: { $state }
course-stars = ★ { $stars }/{ $most }
course-start = { $number }번 레슨부터 시작하기: { $title }
course-continue = 멈춘 곳에서 계속하기: { $number }. { $title } · { $stage }스테이지
course-all-done = 모든 레슨을 마쳤어요. 잘했어요!
course-stars-help = ★ 별: 처음에 맞히면 3개, 한 번 틀리거나 힌트를 하나 보면 2개, 더 도움을 받으면 1개. 모든 문제를 풀고 별을 { $mastery }% 이상 모으면 레슨 완전 정복이에요.
lessons-rules-yours-differ = 지금 설정한 규칙({ $rules })에서는 답이 달라요: { $answer }.
lessons-rules-yours-refused = 지금 설정한 규칙({ $rules })에서는 이 질문이 성립하지 않아요: { $why }
course-row-stars = { $state } · { $stars }

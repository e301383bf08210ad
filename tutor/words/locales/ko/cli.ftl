## 명령줄 (tutor/cli.py): 출력하는 모든 줄, 도움말, argparse 자체 메시지.

cli-error = 오류: { $message }
cli-not-whole-number = { $text }: { $least }에서 { $most } 사이의 정수가 아니에요
cli-out-of-range = { $value }: { $least }에서 { $most } 사이가 아니에요
cli-meld = { $cards }: { $kind ->
    [set] 세트
    [run] 런
    [seven] 7 단독
   *[none] 등록할 수 없어요
}
cli-best = 가장 좋은 배치: 남는 점수 { $points }점
cli-ending = { $allowed ->
    [true] ○
   *[false] ×
}  { $title } — { $rule }
cli-verdict = { $kind }
cli-question = { $title } (문제 { $seed }, 다시 보려면: --seed { $seed } --kind { $kind } --rules { $rules })
cli-cards = 카드: { $cards }
cli-no-cards = (카드 없음)
cli-choices = 보기 ({ $multi ->
    [true] 하나 이상, 쉼표로 구분
   *[false] 하나
}): { $choices }
cli-answer-cards = 등록할 묶음을 내려놓는 순서대로 쓰고, 묶음 사이는 ;로 나누세요. 예: 9d 10d Jd; 4c 4h 4s (등록할 게 없으면 비워 두세요).
cli-answer-number = 숫자로 답하세요.
cli-your-answer = 답:{" "}
cli-new-pin = { $name }의 새 PIN 또는 비밀번호:{" "}
cli-pin-again = 한 번 더:{" "}
cli-pins-differ = 두 PIN이 달라서 아무것도 바꾸지 않았어요
cli-pin-set = { $name }의 새 PIN을 정했어요. 틀린 횟수, 잠금, 모든 로그인을 지웠어요.

cli-description = 훌라(Hoola) 규칙 확인.
cli-lang-help = 출력 언어: en (English) 또는 ko (한국어)
cli-rules-help = 규칙 프리셋: { $presets } (기본값 pagat)
cli-rules-metavar = 프리셋
cli-rules-preset = { $code } ({ $name })
cli-meld-help = 이 카드 묶음을 등록할 수 있는지, 그 까닭은 무엇인지
cli-cards-help = 카드, 예: "6h 7h 8h"
cli-best-help = 손패의 가장 좋은 배치와 남는 점수
cli-endings-help = 차례를 시작할 때 이 손패로 끝낼 수 있는 방법
cli-players-help = 테이블의 플레이어 수 ({ $least }~{ $most }명)
cli-melded-help = 이 플레이어가 등록했음
cli-others-melded-help = 다른 플레이어가 등록했음
cli-settle-help = 판 기록 정산하기 (JSON 파일, 표준 입력은 -)
cli-json-help = 정산을 JSON으로 출력
cli-quiz-help = 엔진이 내고 채점하는 퀴즈 문제 풀기
cli-kind-help = 문제 종류 (기본: 아무거나)
cli-seed-help = 문제 번호: 같은 번호는 같은 문제를 내요
cli-answer-help = 답 (기본: 입력 창에서 물어봐요)
cli-reset-pin-help = 클럽 관리자: 학습자에게 새 PIN 주기 (표준 입력에서 읽어요)
cli-name-help = 학습자 이름
cli-db-help = 데이터베이스 파일 또는 postgresql:// URL (기본: HOOLA_TUTOR_DB)

cli-argparse-usage = 사용법:{" "}
cli-argparse-positional = 위치 인수
cli-argparse-options = 옵션
cli-argparse-help = 이 도움말을 보여 주고 끝내기
cli-argparse-required = 다음 인수가 필요해요: %s
cli-argparse-unrecognized = 알 수 없는 인수: %s
cli-argparse-argument = 인수 %(argument_name)s: %(message)s
cli-argparse-choice = 고를 수 없는 값: %(value)r (다음 중에서 고르세요: %(choices)s)
cli-argparse-invalid = 올바르지 않은 %(type)s 값: %(value)r
cli-argparse-one = 인수가 하나 필요해요
cli-argparse-ambiguous = 애매한 옵션 %(option)s: %(matches)s 중 어느 것인지 알 수 없어요
cli-argparse-not-allowed = %s 인수와 함께 쓸 수 없어요
cli-type-whole-number = 정수

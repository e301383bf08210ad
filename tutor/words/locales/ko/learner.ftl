## 연습 페이지가 함께 쓰는 학습자 상자 (tutor/app/learner.py).

# 저장소 오류에서 데이터베이스 파일의 위치 대신 보이는 말 (한국어 문장에는 "파일"이 이미 있어요).
learner-public-file = {""}
learner-public-folder = 폴더
learner-public-server = 클럽
learner-unknown-problem = 알 수 없는 문제
learner-label = 학습자: { $name }
learner-label-nobody = 학습자: 아직 고르지 않음
learner-box = 학습자
learner-choose = 학습자 고르기
learner-none-yet = 학습자가 아직 없어요. 새로 만드세요
learner-box-help = 여기서 고른 학습자 이름으로 답이 저장돼요.
learner-new = 새 학습자
learner-name = 이름 (1~{ $most }자)
learner-create = 만들기
learner-guest = 게스트

## 클럽 로그인 상자 (tutor/app/club.py).
club-sign-out = 로그아웃
club-your-name = 이름
club-pin = PIN 또는 비밀번호
club-sign-in = 로그인
club-new-profile = 새 프로필
club-new-pin = PIN 또는 비밀번호 (4자 이상)
club-pin-again = 같은 PIN 한 번 더
club-create = 내 프로필 만들기

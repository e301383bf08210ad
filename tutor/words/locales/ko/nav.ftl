## 앱 이름, 페이지 제목, 페이지 목록의 묶음.

nav-app-title = 훌라 튜터
nav-group-learn = 배우기
nav-group-practise = 연습하기
nav-group-real = 실전
nav-home = 홈
nav-lessons = 레슨
nav-rules = 규칙과 변형
nav-rulebook = 규칙서
nav-meld-practice = 등록 연습
nav-endings = 끝내기 해설
nav-play = 한 판 두기
nav-quiz = 퀴즈
nav-drill = 드릴
nav-review = 복습
nav-progress = 진도
nav-payout = 정산 확인
nav-game = 게임 장부
nav-language = 언어

## 진도 페이지의 제목, 이름표, 버튼 (tutor/app/pages/progress.py).

progress-answers = 답
progress-right = 정답률
progress-share = { NUMBER($share, style: "percent") }
progress-points-met = 만난 규칙 항목
progress-due = 복습할 항목
progress-in-rulebook = 규칙서에서 보기: { $tags }
progress-due-now = 지금 복습할 항목: { $tags }
progress-export = 내보내기
progress-export-note = 이 학습자의 답과 복습 상자(어떤 규칙 항목을 언제 다시 복습할지)를 JSON 파일로 저장해요. 다른 컴퓨터로 옮길 때 쓰세요.
progress-download = 진도 내려받기 (JSON)
progress-import = 가져오기
progress-upload = 훌라 튜터에서 내보낸 진도 파일 불러오기
progress-import-as = { $name } 이름으로 가져오기
progress-imported-name = 가져온 학습자
progress-import-under = 가져올 이름
progress-import-under-this = 이 이름으로 가져오기
progress-confirm-replace = 네, { $name }의 저장된 답과 상자를 지우고 파일의 것을 쓸게요
progress-replace = { $name }의 진도 바꿔 쓰기
progress-confirm-replace-own = 네, 내 저장된 답과 상자({ $name })를 지우고 파일의 것을 쓸게요
progress-import-own = 내 프로필로 가져오기 ({ $name })

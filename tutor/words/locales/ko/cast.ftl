## 튜터의 등장인물 (tutor/engine/cast.py): 퀴즈, 레슨, 예시, 연습 테이블에 나오는 지어낸 이름.
## 사용자가 입력한 이름은 여기에 없어요. 받침 있는 이름과 없는 이름을 섞어 조사가 둘 다 쓰이게 했어요.

cast-min = 민지
cast-jae = 재훈
cast-soo = 수아
cast-hana = 하은
cast-tae = 태호
cast-dae = 대성
cast-eun = 은비
cast-bo = 보람
cast-cy = 채원
cast-di = 다은
cast-ed = 영호
cast-flo = 나래
cast-gus = 건우
cast-ann = 아름
cast-fay = 혜진
cast-mina = 미나
cast-joon = 준호
cast-seo = 서진
cast-dee = 도윤

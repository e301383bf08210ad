## 클럽 보강(이슈 39): 데이터베이스 주소, 로그인 지연, 세션, 게임 버전.

# $scheme: 적힌 주소의 스킴(비밀번호는 절대 넣지 않음); $problem: 무엇이 잘못됐는지
store-unavailable-bad-url = HOOLA_TUTOR_DB가 튜터가 쓸 수 없는 주소({ $scheme }:…)로 적혀 있어요. { $problem ->
    [not-postgres] 튜터는 데이터를 PostgreSQL 서버(postgresql://사용자:비밀번호@호스트/이름)나 경로로 적은 파일에 저장해요.
    [driver] SQLAlchemy가 모르는 PostgreSQL 드라이버 이름이에요. postgresql://(또는 postgresql+psycopg://, postgresql+psycopg2://)로 적으세요.
    [port] 호스트 뒤의 포트가 숫자가 아니에요.
   *[form] SQLAlchemy가 읽을 수 없어요. postgresql://사용자:비밀번호@호스트:포트/이름 꼴로 적으세요.
}
store-error-game-saved-elsewhere = 이 파일의 게임은 클럽의 다른 프로필에 이미 저장되어 있어요. 아무것도 가져오지 않았어요. 사본으로 가져오세요.

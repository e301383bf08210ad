# `hoola serve`: 설치된 패키지에서 바로 튜터를 브라우저로 열기
cli-serve-help = 튜터를 브라우저로 열어요 (설치된 패키지의 페이지와 설정 그대로)
cli-serve-address-help = 들을 주소 (기본: 이 컴퓨터에서만; 0.0.0.0이면 네트워크 전체)
cli-serve-port-help = 들을 포트 (기본 8501)

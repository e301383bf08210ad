## 규칙서의 바탕이 된 출처(tutor/engine/rulebook.py SOURCES, 키별): -name은 문장 속 이름,
## -title은 목록 항목 머리의 이름, -about은 어떤 출처인지.

rulebook-source-detailed-name = 상세 규칙 페이지
rulebook-source-detailed-title = 상세 규칙 페이지
rulebook-source-detailed-about = 카드 게임 규칙 웹사이트에 실린, 영어로 된 가장 자세한 훌라 설명이다. 선택할 수 있는 변형 규칙 열한 가지를 싣고 있다(7절). 이 페이지의 기본 게임이 튜터의 기본 프리셋이다.
rulebook-source-short-name = 요약 규칙
rulebook-source-short-title = 요약 규칙
rulebook-source-short-about = 한 쪽짜리 훌라 요약이다. 손에 남은 7은 14점, 소빵은 15까지이고, 덱이 바닥나면 판이 끝날 수 있다.
rulebook-source-casual-name = 캐주얼 규칙 페이지
rulebook-source-casual-title = 캐주얼 규칙 페이지
rulebook-source-casual-about = 격식 없이 쓴 게임 방법 페이지다. 시계 방향으로 진행하고, 버린 카드를 "땡큐"로 가져가는 것을 기본 규칙으로 한다.
rulebook-source-online-name = 온라인 테이블 도움말
rulebook-source-online-title = 온라인 테이블 도움말
rulebook-source-online-about = 가장 큰 온라인 훌라 테이블(Board Game Arena)의 도움말 페이지다. bga 프리셋이 이것을 따른다(규칙 { POINT("8.4") }).
rulebook-source-hula-hoo-name = HULA-HOO!
rulebook-source-hula-hoo-title = HULA-HOO!
rulebook-source-hula-hoo-about = 이름만 비슷한 다른 게임이다. 84장짜리 전용 카드로 두 명에서 여섯 명이 하는, 손패를 털어 내는 게임으로, 앞 카드보다 높거나 낮거나 같은 카드를 낸다. 훌라의 변형이 아니다.
rulebook-source-hola-name = Hola
rulebook-source-hola-title = Hola
rulebook-source-hola-about = 이름만 비슷한 다른 게임이다. 7과 2가 와일드카드이고 A와 10으로 점수를 내는 슬라브 지역의 트릭 테이킹 게임이다. 훌라의 변형이 아니다.

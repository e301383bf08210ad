## 메시지가 입력값을 그대로 옮기기 어려울 때 무엇인지 말하기(tutor.engine.inputs.Quoted):
## $type은 모음의 종류(dict, list, tuple, set), $size는 길이나 숫자의 자릿수.

quoted-collection = 항목 { NUMBER($size, useGrouping: 0) }개짜리 { $type ->
        [dict] 딕셔너리
        [list] 리스트
        [tuple] 튜플
       *[other] 집합
    }
quoted-nested = 너무 깊이 중첩된 { $type ->
        [dict] 딕셔너리
        [list] 리스트
        [tuple] 튜플
       *[other] 집합
    }
quoted-number = 약 { NUMBER($size, useGrouping: 0) }자리 숫자

## 저장소가 데이터베이스에서 찾은 문제(tutor.store.db.damage, `store-damage`):
## store-unavailable 메시지 안에 자세한 내용으로 들어가요.

# 무결성 검사가 찾은 문제 $count건($more: 목록이 잘렸음), 첫 문제 $first.
store-damage-integrity-problems = 문제 { NUMBER($count, useGrouping: 0) }{ $more ->
        [true] +
       *[other] {""}
    }건: { $first }
store-damage-meta-missing = hoola_meta 없이 테이블만 있음
store-damage-other-program = hoola_meta에 다른 프로그램 이름이 있음
store-damage-no-schema-version = 스키마 버전이 없음

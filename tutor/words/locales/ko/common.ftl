## 여러 메시지가 함께 쓰는 말.

# 연습 테이블의 학습자는 이름이 "You"로 들어와요.
player-name = { $name ->
    [You] 나
   *[other] { $name }
}

## 진도와 드릴 페이지의 차트 (tutor/app/progress_charts.py). 마우스를 올리면 보이는 글에는
## Plotly 자리표시자가 인수로 들어와요 ($x는 "%{x}"): 글에 그대로 둬야 해요.

charts-accuracy-hover = { $x }: 정답 { $y }% ({ $total }개 중 { $right }개)
charts-accuracy-trace = 정답률
charts-accuracy-none-right = 아직 정답 없음
charts-accuracy-title = 규칙 항목별 정답률
charts-accuracy-x = 규칙 항목 (규칙서 번호)
charts-accuracy-y = 정답 (%)
charts-answer-kind = { $kind ->
    [right] 정답
   *[wrong] 오답
}
charts-day-hover = { $x }: { charts-answer-kind } { $y }개
charts-days-title = 날짜별 답
charts-days-x = 날짜
charts-days-y = 답
charts-box = { $box }번 상자
charts-box-empty = 없음
charts-leitner-trace = 규칙 항목
charts-leitner-title = 복습 상자: 틀린 것일수록 더 빨리 다시 나와요 (1번 상자가 가장 자주)
charts-leitner-x = 상자
charts-leitner-y = 규칙 항목
charts-time-hover = { $x }번째 조합: { $y }초, { $kind }
charts-time-trace = 답한 시간
charts-median = 중앙값 { $seconds }초
charts-time-title = 조합별 답한 시간
charts-time-x = 조합
charts-time-y = 초

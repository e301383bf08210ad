## 정산 확인의 그래프: 진 사람 한 명의 정산 폭포 그래프, 플레이어별 결과.

chart-bar-base = 기본: 진 사람 중 { $position }번째
chart-bar-total = 합계
chart-now = 지금
chart-axis-stakes = 판돈
chart-series-round = 이번 판
chart-series-compensation = 빠진 사람 보상
chart-compensation-hover = { $name }: { $signed } (보상)
chart-net-title = 플레이어별 결과(판돈)

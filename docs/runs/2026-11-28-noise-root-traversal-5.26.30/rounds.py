# Each round's two starts side by side (an A/A run), and the difference's standard error read two ways: as two
# independent sets of starts (Welch's, what comparison.json says up to commit a1bc373) and paired by round (each round
# starts both sides, so a drift of the machine between rounds moves both). Markdown, for pages to quote.
#   python3 docs/runs/2026-11-28-noise-root-traversal-5.26.30/rounds.py docs/runs/<run>/comparison.json
import json, math, statistics as st, sys

cells = json.load(open(sys.argv[1]))['cells']
for a, b in zip([c for c in cells if not c['again']], [c for c in cells if c['again']]):
    pa = [r['micros']['p50'] / 1000 for r in a['repeats']]
    pb = [r['micros']['p50'] / 1000 for r in b['repeats']]
    print(f"### {a['title']}\n\n| round | p50 ms | p50 ms again | again / first |\n| --- | --- | --- | --- |")
    for i, (x, y) in enumerate(zip(pa, pb)):
        print(f'| {i + 1} | {x:.3f} | {y:.3f} | {(y / x - 1) * 100:+.1f} % |')
    la, lb = [math.log(x) for x in pa], [math.log(y) for y in pb]
    n = len(la)
    welch = math.sqrt(st.variance(la) / n + st.variance(lb) / n)
    paired = st.stdev([y - x for x, y in zip(la, lb)]) / math.sqrt(n)
    print(f'\nStandard error of the difference over {n} rounds:\n\n| read as | standard error |\n| --- | --- |\n'
          f'| two sets of starts (Welch) | ±{welch * 100:.1f} % |\n| paired by round | ±{paired * 100:.1f} % |\n')

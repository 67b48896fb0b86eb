# The noise study's starts side by side: each start's p50 (its cell's summary), its young collections and their
# pauses (its GC log), its compilations of the traversal's own code at C2 and those made not entrant after 40 s of
# uptime (its JIT log), and the spacing of its young collections over its last ten (each ~2.4 GB of allocation,
# about 3.5 traversals: the pace read from the server's side). pids.tsv holds each start's server pid and p50 as its
# cell's summary (target/comparison/cells/…/summary.json: machine.serverPid, the root row's micros.p50) gave them.
#   python3 docs/runs/2026-11-28-noise-root-traversal-3.0.12/starts.py docs/runs/2026-11-28-noise-root-traversal-3.0.12/pids.tsv /tmp/noise-gc
import re, sys

pids, logs = sys.argv[1], sys.argv[2]
hot = re.compile(r'org\.neo4j\.(kernel|graphdb|unsafe|io\.pagecache|collection)|com\.ekino\.neo4j\.traversal')
print('start | p50 ms | young GCs | GC pause ms | hot C2 | hot C2 after 40 s | hot deopts after 40 s | '
      'last hot C2 (s) | young GC spacing over the last 10 (s)')
for line in open(pids).read().splitlines()[1:]:
    start, pid, p50 = line.split('\t')
    p50 = float(p50)
    gc = open(f'{logs}/gc-{pid}.log').read()
    young = [float(t) for t in re.findall(r'^\[([\d.]+)s\].*Pause Young', gc, re.M)]
    pauses = sum(float(p) for p in re.findall(r'Pause Young.* ([\d.]+)ms', gc))
    compiled, deopts = [], []
    for line in open(f'{logs}/jit-{pid}.log'):
        m = re.match(r'\[([\d.]+)s\]\[debug\]\[jit,compilation\]\s+\d+\s+[%sbn! ]*(\d)\s+(\S+)', line)
        if m and hot.search(m.group(3)) and m.group(2) == '4':
            compiled.append(float(m.group(1)))
        if 'made not entrant' in line and hot.search(line):
            deopts.append(float(re.match(r'\[([\d.]+)s', line).group(1)))
    spacing = [round(b - a, 2) for a, b in zip(young[-11:], young[-10:])]
    print(f'{start} | {p50:.0f} | {len(young)} | {pauses:.0f} | {len(compiled)} | {sum(t > 40 for t in compiled)} | '
          f'{sum(t > 40 for t in deopts)} | {max(compiled):.1f} | {" ".join(map(str, spacing))}')

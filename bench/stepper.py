"""What a step of the walkthrough stepper costs: scrubbing every frame with `GraphCanvas` (artists updated in place)
against building both drawings afresh each step (`draw_graph` / `draw_history_tree`, as `CommitBrowser` does), in the
same run. On MANGO's ballyhoo (417 walkthrough steps) when the data is there, else Case Study B repeated."""
import sys, time
from pathlib import Path
import matplotlib; matplotlib.use('agg')
import matplotlib.pyplot as plt
from spatial_memory.stepper import WalkthroughStepper
from spatial_memory.views import draw_graph, draw_history_tree, png
from spatial_memory.maps.mango import data_missing, load_walkthrough, load_ground_truth
from spatial_memory.maps.navigation import load_records

ROOT = Path(__file__).resolve().parent.parent

def stepper():
    if not data_missing():
        return 'ballyhoo (MANGO)', WalkthroughStepper(load_ground_truth('ballyhoo'), load_walkthrough('ballyhoo'))
    print('MANGO data absent (', data_missing(), '): Case Study B instead', file=sys.stderr)
    return 'Case Study B', WalkthroughStepper(load_records(ROOT / 'data/maprepair_cases/case_study_b.json'))

def in_place(s):
    t = time.perf_counter()
    for i in range(len(s.frames)): s.slider.value = i
    return (time.perf_counter() - t) / len(s.frames)

def afresh(s):
    t = time.perf_counter()
    for i in range(len(s.frames)):
        v = s.view(i)
        fig, (a1, a2) = plt.subplots(1, 2, figsize=(10, 4.4), dpi=80)
        draw_graph(s._graph(v['version']), ax=a1); draw_history_tree(s.vg, ax=a2)
        png(fig); plt.close(fig)
    return (time.perf_counter() - t) / len(s.frames)

name, s = stepper()
s.slider.value = len(s.frames) - 1                              # the fullest frame; every version checked out once
t = time.perf_counter()
for _ in range(len(s.frames)): png(s.fig)
render = (time.perf_counter() - t) / len(s.frames)
s.slider.value = 0
a, b = in_place(s), afresh(s)
print(f'{name}: {len(s.frames)} frames')
print(f'  stepper (GraphCanvas, in place): {a * 1000:6.1f} ms/step, PNG render of the fullest frame {render * 1000:.1f} ms')
print(f'  drawings built afresh each step: {b * 1000:6.1f} ms/step')
print(f'  ratio afresh / in place: {b / a:.2f}x')

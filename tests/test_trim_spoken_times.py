"Spoken clock times ('quarter to three', 'half past six', British 'half five') are times; counts and ranges are not."
from hypothesis import given, strategies as st
from spatial_memory.tasks.english import value_kind, typed_values
from spatial_memory.tasks.rule_trim import RuleTrim

HOURS = st.sampled_from('one two three four five six seven eight nine ten eleven twelve 1 2 3 7 11 12'.split())
LEADS = st.sampled_from(['quarter past', 'a quarter to', 'half past', 'ten past', 'twenty to', 'five to', '25 past',
                         'half'])

@given(LEADS, HOURS, st.sampled_from(['', '.', ' on Friday', ' tomorrow', ' then', ',']))
def test_a_spoken_time_is_a_time(lead, hour, tail):
    text = f'{lead} {hour}{tail}'
    assert ('time', f'{lead} {hour}') in typed_values(text), text

@given(LEADS, HOURS, st.sampled_from(['people', 'minutes', 'kilos', 'guests', 'pages']))
def test_a_count_of_things_is_not_a_time(lead, hour, noun):
    assert value_kind(f'{lead} {hour} {noun}') != 'time'

def test_half_a_thing_is_no_time():
    assert [value_kind(v) for v in ('half a dozen', 'half the price', 'half 8.30')] == ['text'] * 3

def test_a_bare_spoken_time_sets_the_tasks_time():
    "Before: 'Quarter to three.' recorded nothing."
    said = [(s.intent, s.subtask_title, s.to) for s in RuleTrim().classify('Quarter to three.', 'hearing test')]
    assert said == [('new', 'time', 'Quarter to three')]

def test_number_ranges_are_no_spoken_time():
    "'ages 5 to 12', 'sleeps 4 to 6': ranges of counts (review of session 9); digits lead only 'past' or 'after'."
    for text in ('It is for ages 5 to 12.', 'It sleeps 4 to 6.', 'rate it 1 to 10', '0 past 5'):
        assert not any(k == 'time' for k, _ in typed_values(text)), text

def test_a_spoken_time_keeps_its_half_of_the_day():
    assert [typed_values(t) for t in ('Quarter to 3pm.', 'Ten to nine pm.')] == \
        [[('time', 'Quarter to 3pm')], [('time', 'Ten to nine pm')]]

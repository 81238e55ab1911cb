"Issue 14, round 3: RuleTrim mechanisms by failure type (task names, stand-ins, lists, checks, copulas, ellipsis, dates)."
import pytest
from hypothesis import given, settings, HealthCheck, strategies as st
from spatial_memory.tasks.engine import Engine
from spatial_memory.tasks.rule_trim import RuleTrim, task_title, kind_slot
from spatial_memory.tasks.learned_trim import LearnedTrim, _vetoable
from spatial_memory.tasks.subtask import Subtask
from spatial_memory.tasks.english import typed_values

NAMES = ['Amira', 'Bruno', 'Chiara', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kofi', 'Lucia']
names = st.lists(st.sampled_from(NAMES), min_size=4, max_size=4, unique=True)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

def run(*turns, trim=RuleTrim):
    e = Engine(trim()); recs = [e.turn(t) for t in turns]
    return e.state(), recs

def intents(rec): return sorted({s['intent_type'] for s in rec.subtasks})

# ---------------------------------------------------------------- task names
@given(st.sampled_from(['beginner', 'community', 'advanced', 'weekly']), st.sampled_from(['yoga class', 'choir audition']))
def test_a_task_is_named_by_its_last_two_words(mod, task):
    assert task_title(f'{mod} {task}') == task
    assert task_title(f'{task} of my family') == task.split()[-1] if ' ' not in task else task_title(f'{task}') == task

@pytest.mark.parametrize('turn,root,slot', [("I need to take my dog Rex to the groomer on Monday.", 'groomer', ('dog', 'Rex')),
                                            ("I'd like to order 12 prints of my wedding photos.", 'prints', ('number', '12'))])
def test_openers_name_the_place_and_keep_what_is_carried_or_counted(turn, root, slot):
    s, _ = run(turn)
    assert root in s and s[f'{root}/{slot[0]}'] == slot[1], s

def test_an_opener_list_after_a_colon_and_a_circumstance_before_the_request():
    s, _ = run("I'm ordering breakfast for the office on Monday: bagels, juice and coffee.")
    assert {'breakfast/bagels', 'breakfast/juice', 'breakfast/coffee', 'breakfast/day'} <= set(s)
    s, _ = run("My bike is at the repair shop this week, so I'm setting up a carpool with Ines and Kofi.")
    assert set(s) == {'carpool', 'carpool/participants'}, s

# ---------------------------------------------------------------- people: unavailable, stand-ins, lists
@FAST
@given(names, st.sampled_from(["is sick, so they're sending {y}", "is off that day, so let's go with {y}",
                                "cancelled, so {y} is coming instead", "isn't available, they're sending {y}"]))
def test_a_stand_in_takes_the_place_of_the_unavailable_person(ns, why):
    x, y = ns[:2]
    s, recs = run('Book a house painter for Friday.', f'The painter is {x}.', f'{x} {why.format(y=y)}.')
    assert s['house painter/painter'] == y and intents(recs[-1]) == ['update']

@FAST
@given(names)
def test_a_list_of_names_grows_and_loses_a_member(ns):
    a, b, c, d = ns
    s, recs = run(f'Book a tennis court for Sunday at 9 am with {a}, {b} and {c}.', f'Add {d} too.')
    assert set(s['tennis court/participants'].split(', ')) == {a, b, c, d} and intents(recs[-1]) == ['update']
    s, recs = run(f'Book a tennis court for Sunday at 9 am with {a}, {b} and {c}.', f"{b} can't come.")
    assert set(s['tennis court/participants'].split(', ')) == {a, c}
    s, recs = run(f'Book a tennis court for Sunday at 9 am with {a}, {b} and {c}.', f"{b} can't make it, so {d} is joining instead.")
    assert set(s['tennis court/participants'].split(', ')) == {a, c, d}

def test_a_reason_naming_someone_with_another_change_keeps_them():
    s, _ = run('Schedule a call on Monday at 2 PM with Ines, Kofi and Lucia.', "Kofi can't make it at 2 PM. Move it to 4 PM.")
    assert s['call/time'] == '4 PM' and set(s['call/participants'].split(', ')) == {'Ines', 'Kofi', 'Lucia'}

# ---------------------------------------------------------------- checks
def test_what_questions_check_the_whole_task_and_kinds_check_their_slots():
    _, recs = run("I'm packing a tent, a lamp and a rope for the hiking trip.", 'We leave on Friday.', 'What am I packing and when?')
    assert all(w in recs[-1].response for w in ('tent', 'lamp', 'rope', 'Friday'))
    _, recs = run('Book a massage for Friday at 3 pm.', 'It costs $70.', 'What time is it and what does it cost?')
    assert '3 pm' in recs[-1].response and '$70' in recs[-1].response

# ---------------------------------------------------------------- statements, copulas, ellipsis
@pytest.mark.parametrize('turns,path,value', [
    (('I signed up for the pottery workshop on May 9.', 'Workshops are between 1 pm and 4 pm.'), 'pottery workshop/time', 'between 1 pm and 4 pm'),
    (('I need a gardener next week.', 'The gardener is coming on Thursday.'), 'gardener/date', 'Thursday'),
    (('Book a piano lesson for Monday.', 'Each lesson is 45 minutes.'), 'piano lesson/duration', '45 minutes'),
    (('I need a dentist appointment on Monday.', 'It should be at 4:30 pm.'), 'dentist appointment/time', '4:30 pm'),
    (('I need a tailor on Monday.', 'Her name is Oona.'), 'tailor/name', 'Oona'),
    (('Book a river cruise for Saturday.', 'Glossy brochure.'), 'river cruise/brochure', 'glossy'),
    (('Book a river cruise for Saturday.', 'Seats on the upper deck please.'), 'river cruise/seats', 'upper deck'),
    (("I'm signing up for the orchestra audition on June 2.", "I'll play Clair de Lune."), 'orchestra audition/play',
     'Clair de Lune'),
])
def test_facts_said_without_a_slot_verb(turns, path, value):
    s, _ = run(*turns)
    assert s.get(path) == value, s

def test_a_vague_date_made_precise_is_new_information_and_a_count_alone_revises_the_count():
    _, recs = run('I need a chimney sweep next week.', 'The sweep is coming on Tuesday.')
    assert intents(recs[-1]) == ['new']
    s, recs = run('Book a team dinner on Friday for 8 people.', 'Two more people are coming, so 10.')
    assert s['team dinner/guests'] == '10' and intents(recs[-1]) == ['update']
    s, recs = run('Book a team dinner on Friday for 8 people.', 'My boss is joining, so 9 people.')
    assert s['team dinner/guests'] == '9' and not any('boss' in k for k in s)

def test_an_item_attribute_is_a_slot_beside_the_item():
    s, recs = run("I'm painting the kitchen and the study this weekend.", 'The kitchen colour is olive.',
                  'Swap the olive for cream.', 'Scratch that, go back to the olive.')
    assert 'painting/kitchen' in s and s['painting/kitchen colour'] == 'olive'

# ---------------------------------------------------------------- update forms
@pytest.mark.parametrize('turn', ['Can they push the delivery to March 16?', 'Move the delivery to March 16.',
                                  'They pushed the delivery to March 16.', 'Make the delivery March 16.'])
def test_update_verbs_beyond_the_lists(turn):
    s, recs = run('My new desk is being delivered on March 14.', turn)
    assert s['desk/date'] == 'March 16' and intents(recs[-1]) == ['update'], (s, recs[-1].subtasks)

def test_a_change_naming_another_task_revises_that_task():
    s, _ = run("I'm booking an eye exam on Monday.", 'I also need to order new contact lenses.', 'Move the exam to Thursday.')
    assert s['eye exam/day'] == 'Thursday' and not any(k.startswith('contact lenses/') for k in s)

@pytest.mark.parametrize('turns,path,value', [
    (('Sign me up for a French course on Mondays.', 'My level is A2.', 'Put me in B1 instead.'), 'french course/level', 'B1'),
    (("I'd like to order 20 prints.", 'Matte paper.', 'Switch to glossy.'), 'prints/paper', 'glossy'),
    (("I'd like to order 20 prints.", 'Bump it up to 30 prints.'), 'prints/number', '30'),
    (('Book a cat sitter for Monday.', 'Feeding is at 7 am.', 'Make it 8 am.', 'Never mind, keep it at 7 am.'),
     'cat sitter/time', '7 am'),
    (('Book a piano lesson for Monday.', 'Make them an hour long.'), 'piano lesson/duration', 'an hour'),
])
def test_values_by_shape_kind_and_the_slot_last_set(turns, path, value):
    s, _ = run(*turns)
    assert s.get(path) == value, s

def test_a_second_task_with_its_own_time_keeps_a_slot_of_its_own():
    "The taxi's time is not the interview's (the engine keeps a slot per task when the name is taken elsewhere)."
    s, recs = run("I'm recording an interview on Friday at 3 pm.", 'I also need a taxi to the studio at 2 pm.',
                  'Move the taxi to 1 pm.', 'Push the interview to 4 pm.', 'What time is the taxi?')
    assert s['interview/time'] == '4 pm' and s['taxi/time'] == '1 pm'
    assert '1 pm' in recs[-1].response and '4 pm' not in recs[-1].response

# ---------------------------------------------------------------- dates
@given(st.integers(1, 28), st.sampled_from(['March', 'June', 'this month', 'next month']))
def test_an_ordinal_day_with_its_month_is_one_date(d, month):
    suf = {1: 'st', 2: 'nd', 3: 'rd', 21: 'st', 22: 'nd', 23: 'rd'}.get(d, 'th')
    text = f'the {d}{suf} of {month}'
    assert typed_values(f'I fly out on {text}.') == [('date', text)]
    assert typed_values(f'room {d}{suf} floor') == []

def test_kinds_of_values_name_slots():
    assert [kind_slot(v) for v in ('45 minutes', 'an hour', 'next week', 'the 28th')] == ['duration', 'duration', 'date', 'date']

# ---------------------------------------------------------------- the learned TRIM keeps what the rules are sure of
def test_learned_trim_keeps_change_verbs_and_gates_guesses():
    up = lambda text: Subtask('update', 'date', 'trip', from_='the 3rd', to='the 12th', op='update', text=text)
    assert not _vetoable(up('They moved it to the 12th.'), []) and _vetoable(up("I'd be leaving on the 12th."), [])
    rt = RuleTrim(); rt.classify('Book a flight for the 3rd.'); out = rt.classify("I'd be leaving on the 12th.", 'flight\nflight/date = the 3rd')
    assert out and rt.guessed == [s for s in out if s.intent == 'update']

# ---------------------------------------------------------------- found on dev_trim3 (new wording)
@FAST
@given(names, st.sampled_from(['has a cold', 'is away', 'is fully booked', "can't come"]))
def test_drop_her_after_an_excuse_removes_the_person_not_the_task(ns, why):
    a, b, c, _ = ns
    s, _ = run(f"I'm planning a picnic on Sunday with {a}, {b} and {c}.", f'{b} {why}, so drop her.')
    assert 'picnic' in s and set(s['picnic/participants'].split(', ')) == {a, c}

def test_counts_prices_with_rates_and_weekly_days():
    s, _ = run('We need our gutters cleaned next Monday.', 'There are 9 gutters.', "Actually, it's 12 gutters.")
    assert s['gutters/number'] == '12'
    s, _ = run('I also need a hotel from May 11 to May 13.', 'The hotel is $120 a night.')
    assert s['hotel/price'] == '$120 a night' and 'hotel/hotel' not in s
    s, _ = run('I want to start guitar lessons in April.', 'Lessons are on Saturdays at 10 am.')
    assert s['guitar lessons/day'] == 'Saturdays'
    _, recs = run("I'm planning a spa day on Sunday with Maya and Ola.", 'The treatment is a facial.',
                  "Who's coming and what are we having done?")
    assert all(x in recs[-1].response for x in ('Maya', 'Ola', 'facial'))

@pytest.mark.parametrize('turns,path,value', [
    (("I'm enrolling my son in a chess club on Fridays.",), 'chess club/day', 'Fridays'),
    (('Book a dog groomer for Monday.', 'The groomer is Ivo and he charges $40.'), 'dog groomer/price', '$40'),
    (('Book a car wash for the 5th.', 'Can they do the 7th instead?'), 'car wash/date', 'the 7th'),
    (('Book a car wash for the 5th.', 'Push it to the 7th.', 'Never mind, the 5th is fine.'), 'car wash/date', 'the 5th'),
    (('Sign me up for a pottery course on Mondays.', 'Each class is 3 hours.'), 'pottery course/duration', '3 hours'),
    (('Sign me up for a pottery course on Mondays.', 'She needs an apron every week.'), 'pottery course/apron', 'apron'),
])
def test_round3_dev_wording(turns, path, value):
    s, _ = run(*turns)
    assert path in s and s[path] == value, s

@pytest.mark.parametrize('turns,path,value', [
    (("I'd like to rent two kayaks for Sunday.", 'We need them for 4 hours.', "Let's do 3 hours instead."), 'kayaks/duration', '3 hours'),
    (("We're entering the chess tournament on Friday as a team: me, Ana and Tomas.",), 'chess tournament/participants', 'Ana, Tomas'),
    (("I've got a stand at the craft fair on Sunday, selling mugs, bowls and vases.",), 'stand/bowls', 'bowls'),
    (('The twins need their passports renewed before June.', 'There are 2 of them.'), 'passports/people', '2'),
    (('Book a quiz night for Thursday.', 'It starts at 7 pm and costs $5 each.'), 'quiz night/price', '$5'),
    (('Book a market stand for Sunday.', 'My pitch is number 12.', "They've moved me to pitch 18."), 'market stand/pitch', 'pitch 18'),
])
def test_round3_dev_wording_2(turns, path, value):
    s, _ = run(*turns)
    assert s.get(path) == value, s

@pytest.mark.parametrize('turns,path,value', [
    (('Book a chimney sweep for Friday.', "It's Mr. Osei."), 'chimney sweep/name', 'Mr. Osei'),
    (("I'm hosting a game night on Friday.", 'Invite Lea, Omar and Suki.', 'Omar is travelling that week.'),
     'game night/guests', 'Lea, Suki'),
    (("We're going sailing on Sunday.", 'I also need bus tickets for 4 people on the 8:15 am bus.', 'Make that the 9:15 am bus.'),
     'bus tickets/time', '9:15 am'),
    (("We're going sailing on Sunday.", 'There will be 5 of us.', 'One person dropped out, so 4 of us now.'), 'sailing/people', '4'),
])
def test_round3_dev_wording_3(turns, path, value):
    s, _ = run(*turns)
    assert s.get(path) == value, s
    assert not any('dropped' in k for k in s)

@pytest.mark.parametrize('turn,root', [('Both boys need haircuts this Saturday.', 'haircuts'),
                                       ('The kids need their flu shots before school starts.', 'flu shots'),
                                       ('My laptop needs a new battery and a keyboard.', 'laptop')])
def test_someone_needing_something_starts_the_thing_needed(turn, root):
    s, _ = run(turn)
    assert root in s, s

@FAST
@given(names)
def test_a_list_extended_beyond_its_count_flags_the_count(ns):
    "'a table for 3 with A, B and C', then 'add D too': the list grows, the count is marked for re-check (a dependency)."
    a, b, c, d = ns
    e = Engine(RuleTrim())
    e.turn(f'Book a table for 3 on Friday with {a}, {b} and {c}.')
    rec = e.turn(f'Add {d} too.')
    assert set(e.state()['table/participants'].split(', ')) == {a, b, c, d} and e.state()['table/guests'] == '3'
    assert 'To re-check: guests' in rec.response

def test_the_issues_examples_copular_facts_shared_values_and_pronoun_swaps():
    s, _ = run("I'm hosting a dinner party on Saturday for 8 people.", 'The main course is risotto.',
               'Dessert will be tiramisu.', 'Swap it for panna cotta.', 'Push it to Sunday.', 'Go back to the original date.')
    assert (s['dinner party/main course'], s['dinner party/dessert'], s['dinner party/day']) == \
           ('risotto', 'panna cotta', 'Saturday')
    s, _ = run("We're repainting the living room and the bedroom.", 'Both rooms get the same paint: Coastal Blue.',
               'Swap it for Warm Grey.')
    assert s['repainting/paint'] == 'Warm Grey' and 'repainting/bedroom' in s
    s, _ = run('Book a house cleaner for Monday.', 'The cleaner is Rosa.', 'Rosa will be late.')
    assert s['house cleaner/cleaner'] == 'Rosa' and 'house cleaner/rosa' not in s

@FAST
@given(names)
def test_people_joining_are_added_to_the_people_of_the_task(ns):
    a, b, c, _ = ns
    s, recs = run("I'd like to sign up for the charity 5k on May 18.", f'My sister {a} and my friend {b} are running too.',
                  f'Add {c} as well.')
    assert set(s['charity 5k/participants'].split(', ')) == {a, b, c} and intents(recs[-1]) == ['update']

@pytest.mark.parametrize('turns,path,value', [
    (('Need winter tires put on.', 'Friday, 10 am.', 'Four tires, $480.'), 'winter tires/number', '4'),
    (('I want tickets for the opera on Friday.',), 'tickets/day', 'Friday'),
    (("I'm throwing a party on June 14 for 40 people.", 'Bump the guests to 50.', 'Scratch that, 40 is enough.'),
     'party/guests', '40'),
    (("I'm throwing a party on June 14.", 'The venue is the community hall.', "Actually, let's have it in our backyard instead."),
     'party/venue', 'backyard'),
])
def test_round3_dev_wording_4(turns, path, value):
    s, _ = run(*turns)
    assert s.get(path) == value, s

def test_an_item_given_a_value_keeps_its_name():
    "'I'd like a personal trainer too', then 'the trainer will be Kenji': the item holds Kenji (the engine keeps its name)."
    s, _ = run('I need a gym membership starting next month.', "I'd like a personal trainer too.", 'The trainer will be Kenji.',
               "Kenji is away all month, so they've given me Lotte.")
    assert s['gym membership/personal trainer'] == 'Lotte' and not any('kenji' in k or 'lotte' in k for k in s)
    s, _ = run('I need to order office supplies: printer paper, pens and sticky notes.', 'Make it 10 boxes of printer paper.',
               'Move the delivery to Thursday.')
    assert s['office supplies/printer paper'] == '10 boxes' and 'office supplies/sticky notes' in s

def test_a_time_with_a_noun_after_it_is_the_time():
    s, _ = run('We want to see a movie on Friday night.', 'The showing is at 7:45 pm.', 'Move it to the 9:30 pm showing.')
    assert s['movie/time'] == '9:30 pm'

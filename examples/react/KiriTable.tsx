// A Kiri table for two players on one screen, built on React's useReducer. Type-checked by the
// test suite against React 19's types (React is a devDependency only; kiri-dice needs none).
// Use it in your app: `<KiriTable seed={Date.now()} />`.
import { useReducer, useState } from 'react';
import {
  classifyRoll,
  createMatch,
  reduce,
  stakeRange,
  validateAction,
  type Action,
  type MatchState,
  type Seat,
} from 'kiri-dice';

/** Kiri's actions, plus starting over: a reducer of our own around `reduce`. */
type TableAction = Action | { readonly type: 'newMatch'; readonly seed: number };

function tableReducer(state: MatchState, action: TableAction): MatchState {
  return action.type === 'newMatch' ? createMatch({ seed: action.seed }) : reduce(state, action);
}

const SEATS: readonly Seat[] = [0, 1];

function Player({
  state,
  seat,
  dispatch,
}: {
  state: MatchState;
  seat: Seat;
  dispatch: (action: TableAction) => void;
}) {
  const range = stakeRange(state);
  const [amount, setAmount] = useState(10);
  const moves: Action[] = [
    {
      type: 'bet',
      player: seat,
      amount: range ? Math.min(Math.max(amount, range.min), range.max) : amount,
    },
    { type: 'accept', player: seat },
    { type: 'decline', player: seat },
    { type: 'roll', player: seat },
  ];
  const toMove = moves.some((move) => validateAction(state, move) === null);
  return (
    <section
      aria-label={`Player ${seat}`}
      style={{ outline: toMove ? '2px solid gold' : 'none', padding: 8 }}
    >
      <h2>Player {seat}</h2>
      <p>
        {state.chips[seat]} chips · {state.points[seat]} points
        {state.phase === 'rolling' &&
          state.roller === seat &&
          state.bonusRolls > 0 &&
          ` · ${state.bonusRolls} extra rolls`}
      </p>
      {range && state.bettor === seat && (
        <input
          type="range"
          min={range.min}
          max={range.max}
          value={Math.min(amount, range.max)}
          onChange={(event) => setAmount(Number(event.target.value))}
        />
      )}
      {moves.map((move) => (
        // Every button stays clickable: a move the rules forbid comes back in state.error.
        <button key={move.type} onClick={() => dispatch(move)}>
          {move.type === 'bet' ? `bet ${move.amount}` : move.type}
        </button>
      ))}
    </section>
  );
}

export function KiriTable({ seed }: { seed: number }) {
  const [state, dispatch] = useReducer(tableReducer, seed, (seed) => createMatch({ seed }));
  const last = state.lastRoll && classifyRoll(state.lastRoll.dice[0], state.lastRoll.dice[1]);
  return (
    <main>
      <p>
        Round {state.round} · pot {state.pot}
        {state.phase === 'accepting' && ` · stake on offer: ${state.stake}`}
      </p>
      {state.lastRoll && last && (
        <p>
          Player {state.lastRoll.player} rolled {state.lastRoll.dice[0]} + {state.lastRoll.dice[1]}:{' '}
          <b>{last.names.en}</b> ({last.names.ru})
        </p>
      )}
      {state.lastRound && (
        <p>
          Player {state.lastRound.winner} won round {state.lastRound.round} (
          {state.lastRound.reason}) and {state.lastRound.pot} chips.
        </p>
      )}
      {state.error && <p role="alert">Not allowed: {state.error.message}</p>}
      {state.phase === 'over' && (
        <p>
          {state.winner === null
            ? 'The bet was declined: no winner.'
            : `Player ${state.winner} wins the match!`}
        </p>
      )}
      {SEATS.map((seat) => (
        <Player key={seat} state={state} seat={seat} dispatch={dispatch} />
      ))}
      <button onClick={() => dispatch({ type: 'newMatch', seed: Date.now() })}>New match</button>
    </main>
  );
}

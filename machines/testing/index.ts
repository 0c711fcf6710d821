/** Machine test tooling: graph enumeration, controlled fake actors, the coverage walker. */
export { walkMachineGraph, type WalkOptions, type WalkReport, type WalkStep } from './walk.js';
export { FakeActorController, flushMicrotasks, invokedSources, type Invocation } from './fake-actors.js';
export {
  dropPrefixes,
  edgePaths,
  eventsFor,
  inputsOf,
  shortestPaths,
  simplePaths,
  stateNodesOf,
  initialChildOf,
  type EventPayloads,
  type GraphOptions,
  type MachinePath,
} from './graph.js';
export { eventLabel, statePath, transitionKey, transitionsOf, type TransitionInfo } from './transitions.js';

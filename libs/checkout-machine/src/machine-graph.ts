// The chart export is generic (any machine); the checkout keeps its names for the storefront and support.
export {
  guardLabel,
  machineGraph,
  stateExits,
  type MachineGraph,
  type MachineGraphState,
  type MachineGraphTransition,
  type StateExits,
} from '@tafel/workflow-machine';

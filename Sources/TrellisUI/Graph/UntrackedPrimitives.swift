/// A primitive view whose description reads nothing but its own stored values: no binding,
/// no closure of the user's, no object. Describing it cannot read an `@Observable` property,
/// so the graph describes it without Observation tracking, which would cost more than the
/// description itself (an access list and a registration per evaluation, for every `Text`
/// and stack of the screen).
///
/// Only views that hold their content as built values belong here: a container that calls a
/// closure (`ForEach`, a lazy container), reads a binding (a control) or runs a modifier's
/// `body(content:)` must be tracked.
protocol _UntrackedPrimitive: _PrimitiveView {}

extension Text: _UntrackedPrimitive {}
extension EmptyView: _UntrackedPrimitive {}
extension Spacer: _UntrackedPrimitive {}
extension Divider: _UntrackedPrimitive {}
extension TupleView: _UntrackedPrimitive {}
extension _ConditionalContent: _UntrackedPrimitive {}
extension Optional: _UntrackedPrimitive where Wrapped: View {}
extension Group: _UntrackedPrimitive {}
extension AnyView: _UntrackedPrimitive {}
extension VStack: _UntrackedPrimitive {}
extension HStack: _UntrackedPrimitive {}
extension ZStack: _UntrackedPrimitive {}
extension _ViewModifier_Content: _UntrackedPrimitive {}

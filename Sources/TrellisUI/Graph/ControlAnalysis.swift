@_spi(Reflection) import Swift

/// Whether a view type may contain a control, told from the type alone: `Text` never does,
/// a stack or a modified view when its content may, a view of your own when its `Body`
/// may. Tab uses it to step over runs of lazy rows that cannot hold a control without
/// building them. Types it cannot see into (`AnyView`, a modifier of your own) may.
@MainActor
enum _ControlAnalysis {
  private static var cache: [ObjectIdentifier: Bool] = [:]

  static func mayContainControls(_ type: any View.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = cache[key] { return known }
    // A type that contains itself (through its body) is assumed to hold controls meanwhile.
    cache[key] = true
    let result = analyse(type)
    cache[key] = result
    return result
  }

  private static func analyse(_ type: any View.Type) -> Bool {
    if let known = type as? any _StaticControlContent.Type { return known._mayContainControls }
    if type is any _PrimitiveView.Type { return true }
    func bodyType<V: View>(_: V.Type) -> any View.Type { V.Body.self }
    let body = bodyType(type)
    return body == Never.self || mayContainControls(body)
  }

  /// Whether any of the views of the tuple type `tuple` may contain a control.
  fileprivate static func mayContainControls(inTuple tuple: Any.Type) -> Bool {
    var may = false
    let walked = _forEachField(of: tuple, options: []) { _, _, element, _ in
      if let view = element as? any View.Type, mayContainControls(view) { may = true }
      return !may
    }
    return may || !walked
  }
}

/// A view type that says whether it may contain a control.
@MainActor
protocol _StaticControlContent {
  static var _mayContainControls: Bool { get }
}

extension Text: _StaticControlContent {
  static var _mayContainControls: Bool { false }
}

extension Image: _StaticControlContent {
  static var _mayContainControls: Bool { false }
}

extension Spacer: _StaticControlContent {
  static var _mayContainControls: Bool { false }
}

extension Divider: _StaticControlContent {
  static var _mayContainControls: Bool { false }
}

extension EmptyView: _StaticControlContent {
  static var _mayContainControls: Bool { false }
}

extension Color: _StaticControlContent {
  static var _mayContainControls: Bool { false }
}

extension VStack: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension HStack: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension ZStack: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension Group: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension _SectionHeader: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension _IDView: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension _ForEachRow: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension ForEach: _StaticControlContent where Content: View {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Content.self) }
}

extension _ConditionalContent: _StaticControlContent {
  static var _mayContainControls: Bool {
    _ControlAnalysis.mayContainControls(TrueContent.self)
      || _ControlAnalysis.mayContainControls(FalseContent.self)
  }
}

extension Optional: _StaticControlContent where Wrapped: View {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(Wrapped.self) }
}

extension TupleView: _StaticControlContent {
  static var _mayContainControls: Bool { _ControlAnalysis.mayContainControls(inTuple: T.self) }
}

extension ModifiedContent: _StaticControlContent where Content: View, Modifier: ViewModifier {
  /// A modifier Trellis applies itself adds no view of its own to the row (a sheet's content
  /// is reached in the sheet); one of your own may.
  static var _mayContainControls: Bool {
    !(Modifier.self is any _PrimitiveModifier.Type)
      || _ControlAnalysis.mayContainControls(Content.self)
  }
}

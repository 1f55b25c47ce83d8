private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private struct ForegroundKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private struct EmphasisKey: EnvironmentKey {
  static var defaultValue: _Emphasis { _Emphasis() }
}

/// Text emphasis set on a container with `.bold()`, `.italic()` or a hierarchical style.
struct _Emphasis: Hashable {
  var bold = false
  var italic = false
  var secondary = false
}

extension EnvironmentValues {
  /// The default font of text in this view.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }

  var emphasis: _Emphasis {
    get { self[EmphasisKey.self] }
    set { self[EmphasisKey.self] = newValue }
  }
}

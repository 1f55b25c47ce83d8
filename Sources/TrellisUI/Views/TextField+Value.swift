import Foundation

extension TextField where Label == Text {
  /// A field that edits `value` through `format`: it shows the value formatted, shows what is
  /// typed while it is edited, and parses it when the edit is committed (Enter, or focus
  /// leaving the field). An entry that does not parse keeps the last good value, shows it
  /// again, and warns once on standard error, as Apple's does.
  ///
  /// ```swift
  /// TextField("Age", value: $age, format: .number)
  /// ```
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey),
      isSecure: false, value: _FieldValue(value, format: format))
  }

  /// A field titled with a string that edits `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? String(title), label: Text(title),
      isSecure: false, value: _FieldValue(value, format: format))
  }

  /// A field that edits an optional `value` through `format`. It shows nothing while the
  /// value is `nil`, and a committed entry that does not parse (an empty one included) sets
  /// the value to `nil`, as Apple's does, with no warning.
  ///
  /// ```swift
  /// TextField("Rating", value: $rating, format: .number)  // rating: Int?
  /// ```
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey),
      isSecure: false, value: _FieldValue(optional: value, format: format))
  }

  /// A field titled with a string that edits an optional `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? String(title), label: Text(title),
      isSecure: false, value: _FieldValue(optional: value, format: format))
  }

  /// A field that edits `value` through `formatter` (a `NumberFormatter` or a
  /// `DateFormatter`; others can show a value but not read one back), committing as
  /// `init(_:value:format:prompt:)` does.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey),
      isSecure: false, value: _FieldValue(value, formatter: formatter))
  }

  /// A field titled with a string that edits `value` through `formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? String(title), label: Text(title),
      isSecure: false, value: _FieldValue(value, formatter: formatter))
  }

  /// A field with the legacy actions: `onEditingChanged(true)` when it gains focus and
  /// `(false)` when it loses it, `onCommit` when it is submitted (Enter).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey), isSecure: false)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// A field titled with a string, with the legacy actions.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.init(text: text, placeholder: String(title), label: Text(title), isSecure: false)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }
}

extension TextField {
  /// A field with a custom label that edits `value` through `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? "", label: label(), isSecure: false,
      value: _FieldValue(value, format: format))
  }

  /// A field with a custom label that edits an optional `value` through `format`; an entry
  /// that does not parse sets it to `nil`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), placeholder: prompt?.content ?? "", label: label(), isSecure: false,
      value: _FieldValue(optional: value, format: format))
  }

  /// The text the field edits: its binding, or, for a field bound to a value, the entry being
  /// typed (kept in the field's node until it is committed) or else the value formatted.
  @MainActor func editedText(in node: _ViewNode) -> Binding<String> {
    let state = node.modifierState { _FieldState() }.state
    state.value = value
    state.onEditingChanged = onEditingChanged
    state.onCommit = onCommit
    guard let value else { return text }
    return Binding(
      get: { [weak node] in
        MainActor.assumeIsolated {
          guard let node else { return "" }
          return node.existingModifierState(_FieldState.self)?.entry
            ?? value.formatted(node.environment)
        }
      },
      set: { [weak node] newText in
        MainActor.assumeIsolated {
          guard let node, let state = node.existingModifierState(_FieldState.self) else {
            return
          }
          state.entry = newText
          node.invalidate(because: "the field's entry")
        }
      })
  }
}

/// A field's value as its format shows it, and how an entry is read back into it. A format
/// style is used in the field's environment (its locale, and a date style's calendar and time
/// zone), as a `Text` showing the same value uses it; a `Formatter` keeps its own settings.
struct _FieldValue {
  let formatted: (EnvironmentValues) -> String
  /// Parses `entry` in the environment and writes the value; false when it does not parse.
  let commit: (String, EnvironmentValues) -> Bool
  /// What the field formats with, for the warning.
  let formatName: String

  init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    formatted = { _EnvironmentFormat.resolve(format, in: $0).format(value.wrappedValue) }
    commit = { entry, environment in
      let format = _EnvironmentFormat.resolve(format, in: environment)
      guard let parsed = try? format.parseStrategy.parse(entry) else { return false }
      value.wrappedValue = parsed
      return true
    }
    formatName = _typeName(F.self, qualified: false)
  }

  /// An optional value: `nil` shows as an empty field, and what does not parse is `nil`.
  init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F)
  where F.FormatOutput == String {
    formatted = { environment in
      let format = _EnvironmentFormat.resolve(format, in: environment)
      return value.wrappedValue.map(format.format) ?? ""
    }
    commit = { entry, environment in
      let format = _EnvironmentFormat.resolve(format, in: environment)
      value.wrappedValue = try? format.parseStrategy.parse(entry)
      return true
    }
    formatName = _typeName(F.self, qualified: false)
  }

  init<V>(_ value: Binding<V>, formatter: Formatter) {
    formatted = { _ in formatter.string(for: value.wrappedValue) ?? "" }
    commit = { entry, _ in
      guard let parsed: V = _FormatterParsing.parse(entry, with: formatter) else { return false }
      value.wrappedValue = parsed
      return true
    }
    formatName = _typeName(type(of: formatter), qualified: false)
  }
}

/// What a field keeps in its node between evaluations: the entry being typed into a field
/// bound to a value, and the actions focus and commits run.
@MainActor
final class _FieldState {
  var entry: String?
  var value: _FieldValue?
  var onEditingChanged: (@MainActor (Bool) -> Void)?
  var onCommit: (@MainActor () -> Void)?

  /// Reads the entry back into the value. One that does not parse is dropped, so the field
  /// shows the last good value again, with a warning (once per format).
  func commitEntry(in node: _ViewNode) {
    guard let value, let entry else { return }
    self.entry = nil
    if !value.commit(entry, node.environment) {
      _RuntimeWarnings.warn("invalid-field-entry-\(value.formatName)") {
        "[Trellis] TextField: \"\(entry)\" is not a value \(value.formatName) can read; "
          + "the field keeps its last valid value."
      }
    }
    node.invalidate(because: "the field's committed entry")
  }
}

extension _ViewNode {
  /// A field's reaction to gaining (`true`) or losing focus: a field bound to a value
  /// commits its entry when it loses focus; legacy `onEditingChanged` actions run.
  func fieldFocusDidChange(_ isFocused: Bool) {
    guard let state = existingModifierState(_FieldState.self) else { return }
    if !isFocused { state.commitEntry(in: self) }
    state.onEditingChanged?(isFocused)
  }

  /// A field's reaction to being submitted (Enter): it commits its entry, then runs its
  /// legacy `onCommit` action.
  func fieldDidSubmit() {
    guard let state = existingModifierState(_FieldState.self) else { return }
    state.commitEntry(in: self)
    state.onCommit?()
  }
}

/// Reading a value back with a `Formatter`: Foundation on Linux keeps `getObjectValue`
/// internal, so the two formatters apps use for editing are asked directly.
enum _FormatterParsing {
  static func parse<V>(_ entry: String, with formatter: Formatter) -> V? {
    if let formatter = formatter as? NumberFormatter {
      guard let number = formatter.number(from: entry) else { return nil }
      return convert(number)
    }
    if let formatter = formatter as? DateFormatter {
      return formatter.date(from: entry) as? V
    }
    return nil
  }

  private static func convert<V>(_ number: NSNumber) -> V? {
    switch V.self {
    case is Int.Type: return number.intValue as? V
    case is Double.Type: return number.doubleValue as? V
    case is Float.Type: return number.floatValue as? V
    case is Int64.Type: return number.int64Value as? V
    case is Int32.Type: return number.int32Value as? V
    case is UInt.Type: return number.uintValue as? V
    case is Decimal.Type: return number.decimalValue as? V
    case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
    default: return number as? V
    }
  }
}

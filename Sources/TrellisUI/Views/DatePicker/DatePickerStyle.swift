import Foundation

/// A type that draws every date picker in a view hierarchy.
///
/// Set it with ``View/datePickerStyle(_:)``. The built-in styles draw a field of the date's
/// parts (`.automatic`, `.compact`, `.field`, `.stepperField`, `.wheel`) or a month of days
/// (`.graphical`); a style of your own draws the picker from its configuration.
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// The view that stands for a date picker in this style.
  associatedtype Body: View
  /// The properties of the date picker being styled.
  typealias Configuration = DatePickerStyleConfiguration

  /// Makes the view that represents the body of a date picker.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a date picker that a ``DatePickerStyle`` draws.
@MainActor @preconcurrency
public struct DatePickerStyleConfiguration {
  /// The date picker's label, its type hidden.
  public struct Label: View {
    /// Drawn by Trellis: the picker's own label stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// A description of the date picker.
  public let label: DatePickerStyleConfiguration.Label
  /// The chosen date.
  @Binding public var selection: Date
  /// The oldest date a person may choose.
  public var minimumDate: Date?
  /// The most recent date a person may choose.
  public var maximumDate: Date?
  /// The parts of the date a person sees and changes.
  public var displayedComponents: DatePickerComponents

  init(
    label: Label, selection: Binding<Date>, bounds: _DateBounds,
    displayedComponents: DatePickerComponents
  ) {
    self.label = label
    _selection = selection
    minimumDate = bounds.minimum
    maximumDate = bounds.maximum
    self.displayedComponents = displayedComponents
  }

  var bounds: _DateBounds { _DateBounds(minimum: minimumDate, maximum: maximumDate) }
}

extension DatePickerStyleConfiguration.Label: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

/// The looks the built-in styles draw.
enum _DatePickerLook: Equatable {
  /// The date's parts in a row, each changed by arrows or typed digits.
  case field
  /// A month of days to choose from, the time's field below.
  case graphical
}

/// The body of a built-in style: the label (hidden by `labelsHidden()`), then the control.
struct _BuiltInDatePicker: View {
  let configuration: DatePickerStyleConfiguration
  let look: _DatePickerLook
  @Environment(\.labelsVisibility) private var labelsVisibility

  var body: some View {
    let hidden = labelsVisibility == .hidden
    let components = configuration.displayedComponents
    let label =
      hidden
      ? AnyView(configuration.label.modifier(_ControlLabelModifier()))
      : AnyView(configuration.label)
    if look == .graphical {
      VStack(alignment: .leading, spacing: 0) {
        label
        _MonthGrid(selection: .single(configuration.$selection), bounds: configuration.bounds)
        if components.contains(.hourAndMinute) {
          _DateField(
            selection: configuration.$selection, bounds: configuration.bounds,
            components: components.subtracting(.date))
        }
      }
    } else {
      HStack(alignment: .top, spacing: hidden ? 0 : nil) {
        label
        _DateField(
          selection: configuration.$selection, bounds: configuration.bounds,
          components: components)
      }
    }
  }
}

/// The platform's date picker: a field of the date's parts.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default date picker style.
  public init() {}
  /// A date picker drawn as a field of the date's parts.
  public func makeBody(configuration: Configuration) -> some View {
    _BuiltInDatePicker(configuration: configuration, look: .field)
  }
}

/// A compact date picker: the date as text a person focuses and changes part by part.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact date picker style.
  public init() {}
  /// A date picker drawn as a field of the date's parts.
  public func makeBody(configuration: Configuration) -> some View {
    _BuiltInDatePicker(configuration: configuration, look: .field)
  }
}

/// A date picker drawn as a calendar: a month of days, with the time below it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical date picker style.
  public init() {}
  /// A date picker drawn as a month of days.
  public func makeBody(configuration: Configuration) -> some View {
    _BuiltInDatePicker(configuration: configuration, look: .graphical)
  }
}

/// A date picker drawn as a field whose parts are typed or stepped.
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The field date picker style.
  public init() {}
  /// A date picker drawn as a field of the date's parts.
  public func makeBody(configuration: Configuration) -> some View {
    _BuiltInDatePicker(configuration: configuration, look: .field)
  }
}

/// A date picker as wheels of its parts; drawn here as the field, whose parts arrows turn
/// as a wheel does.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel date picker style.
  public init() {}
  /// A date picker drawn as a field of the date's parts.
  public func makeBody(configuration: Configuration) -> some View {
    _BuiltInDatePicker(configuration: configuration, look: .field)
  }
}

/// A date picker drawn as a field with a stepper: here the field, whose parts arrows step.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
  /// The stepper field date picker style.
  public init() {}
  /// A date picker drawn as a field of the date's parts.
  public func makeBody(configuration: Configuration) -> some View {
    _BuiltInDatePicker(configuration: configuration, look: .field)
  }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's date picker style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact field of the date's parts.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A month of days to choose from.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// A field whose parts are typed or stepped.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels of the date's parts (drawn as the field).
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// A field with a stepper (drawn as the field).
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
  /// Sets the style of the date pickers in this view; the innermost style set wins.
  ///
  /// - Parameter style: The style for the date pickers in this view.
  /// - Returns: A view whose date pickers are drawn in `style`.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, _AnyDatePickerStyle(style))
  }
}

/// A date picker style with its type hidden, as the environment holds it.
struct _AnyDatePickerStyle {
  /// The style; `nil` for the default one (made on the main actor, where it draws).
  let style: (any DatePickerStyle)?
  init(_ style: (any DatePickerStyle)?) { self.style = style }

  /// How a host with date pickers of its own shows a built-in style; `nil` for a style of
  /// the app's own, whose body shows the picker.
  @MainActor var nativeLook: _NativeDatePickerLook? {
    guard let style else { return .button }
    return (style as? any _BuiltInDatePickerStyle)?._nativeLook
  }
}

/// A built-in style, which a host with date pickers of its own shows with them.
@MainActor protocol _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { get }
}

extension DefaultDatePickerStyle: _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { .button }
}

extension CompactDatePickerStyle: _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { .button }
}

extension WheelDatePickerStyle: _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { .button }
}

extension GraphicalDatePickerStyle: _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { .calendar }
}

extension FieldDatePickerStyle: _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { .entry }
}

extension StepperFieldDatePickerStyle: _BuiltInDatePickerStyle {
  var _nativeLook: _NativeDatePickerLook { .entry }
}

/// The body a style draws for a configuration, as a view of its own so that the style's
/// dynamic properties live in its node.
struct _DatePickerStyleBody: View {
  let style: _AnyDatePickerStyle
  let configuration: DatePickerStyleConfiguration

  var body: some View {
    let chosen: any DatePickerStyle = style.style ?? DefaultDatePickerStyle()
    return Self.makeBody(chosen, configuration)
  }

  private static func makeBody<S: DatePickerStyle>(
    _ style: S, _ configuration: DatePickerStyleConfiguration
  ) -> AnyView {
    AnyView(style.makeBody(configuration: configuration))
  }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: _AnyDatePickerStyle { _AnyDatePickerStyle(nil) }
}

extension EnvironmentValues {
  /// The style `.datePickerStyle(_:)` set here.
  var datePickerStyle: _AnyDatePickerStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

/// A type that draws every form in a view hierarchy.
///
/// Set it with `formStyle(_:)`. The built-in styles are `.automatic`, `.grouped`
/// (sections in boxes, each header above its box and footer below it, the rows scrolling by
/// rows) and `.columns` (each row's label in a leading column, its control beside it). A style of the app's own draws the whole form from the configuration's content:
///
/// ```swift
/// struct CompactFormStyle: FormStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     ScrollView {
///       VStack(alignment: .leading) { configuration.content }
///     }
///   }
/// }
/// ```
///
/// A style that only adds to the look around it draws `Form(configuration)`: that form
/// takes the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view that stands for a form in this style.
  associatedtype Body: View
  /// The properties of the form being styled.
  typealias Configuration = FormStyleConfiguration

  /// Makes the view that represents the body of a form.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a form that a ``FormStyle`` draws.
@MainActor @preconcurrency
public struct FormStyleConfiguration {
  /// The form's content, its type hidden: its sections and rows.
  public struct Content: View {
    /// Drawn by Trellis: the form's own content stands in its place.
    public typealias Body = Never
    let content: AnyView
  }

  /// The views in the form: its sections and rows.
  public let content: FormStyleConfiguration.Content

  init(content: Content) {
    self.content = content
  }
}

extension FormStyleConfiguration.Content: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { content._children(in: context) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension FormStyleConfiguration.Content: _RowFlattening {
  static var _flattensInForEach: Bool { false }

  /// In a form or list the content's sections and rows join its rows, as if written there.
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    list.append(content, context: context)
  }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// A form drawn from a style's configuration, in the style that was in effect outside the
  /// one drawing it: for styles that add to a look rather than replace it.
  ///
  /// ```swift
  /// struct BorderedFormStyle: FormStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Form(configuration)
  ///       .border(.gray)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: FormStyleConfiguration) {
    self.init(content: { configuration.content })
  }
}

/// The platform's form: the grouped look here, as on iOS.
public struct AutomaticFormStyle: FormStyle {
  /// The automatic form style.
  public init() {}

  /// A form in the platform's look.
  public func makeBody(configuration: Configuration) -> some View {
    _builtInForm(configuration, look: .grouped)
  }
}

/// Sections in boxes, as an inset-grouped list draws them: each section's rows in a box
/// (GNOME's boxed list in GTK; the terminal runs the rows edge to edge), its header above
/// the box and its footer below it, dimmed; the rows scroll by rows and the headers scroll
/// away with them.
public struct GroupedFormStyle: FormStyle {
  /// The grouped form style.
  public init() {}

  /// A form with its sections in boxes.
  public func makeBody(configuration: Configuration) -> some View {
    _builtInForm(configuration, look: .grouped)
  }
}

/// A form drawn in the built-in `look` whatever the environment's style.
@MainActor func _builtInForm(_ configuration: FormStyleConfiguration, look: _FormLook)
  -> some View
{
  var form = Form(configuration)
  form.builtInLook = look
  return form
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections in boxes with their headers and footers.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension View {
  /// Sets the style of the forms in this view: a built-in one (`.automatic`, `.grouped`,
  /// `.columns`) or one of your own. The innermost style set wins; a style's
  /// `Form(configuration)` takes the one set outside it.
  ///
  /// - Parameter style: The style for the forms in this view.
  /// - Returns: A view whose forms are drawn in `style`.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    var builtIn: _FormLook?
    if style is AutomaticFormStyle || style is GroupedFormStyle { builtIn = .grouped }
    if style is ColumnsFormStyle { builtIn = .columns }
    let resolved = _ResolvedFormStyle(style, builtIn: builtIn)
    return modifier(_EnvironmentModifier { $0.formStyles.append(resolved) })
  }
}

extension FormStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: FormStyleConfiguration) -> any View {
    _FormStyleBody(style: self, configuration: configuration)
  }
}

/// The body of a form drawn by a ``FormStyle``: a view of its own, so that the style's
/// dynamic properties live in its node.
struct _FormStyleBody<Style: FormStyle>: View {
  var style: Style
  let configuration: FormStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// The built-in form looks.
enum _FormLook: Equatable {
  case grouped
  /// Labels in a leading column, controls beside them (ColumnsFormStyle.swift).
  case columns
}

/// A form style in effect.
typealias _ResolvedFormStyle = _ResolvedStyle<_FormLook, any FormStyle>

private struct FormStylesKey: EnvironmentKey {
  static var defaultValue: [_ResolvedFormStyle] { [] }
}

extension EnvironmentValues {
  /// The styles `.formStyle(_:)` set here, the innermost last.
  var formStyles: [_ResolvedFormStyle] {
    get { self[FormStylesKey.self] }
    set { self[FormStylesKey.self] = newValue }
  }
}

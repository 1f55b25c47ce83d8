import Foundation

/// What a view shows when its content is not there: an empty list, a search with no
/// results, a detail with nothing chosen. A large icon above a title, a description in the
/// secondary style under it, and the actions last, centred in all the room it is offered.
///
/// ```swift
/// ContentUnavailableView {
///   Label("No Mail", systemImage: "tray.fill")
/// } description: {
///   Text("New mail you receive will appear here.")
/// } actions: {
///   Button("Refresh") { mailbox.fetch() }
/// }
/// ```
///
/// It is built from other views, so every host draws it with what it draws them with: its
/// symbol from the symbol table, its texts wrapped and centred, its buttons focusable.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label` (usually a `Label` with a system image), a `description` under it and
  /// `actions` to offer.
  /// - Parameters:
  ///   - label: What is unavailable; a label's icon is drawn large above its title.
  ///   - description: Why, or what to do; drawn in the secondary style.
  ///   - actions: Controls that can bring the content, such as a button.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, the description and the actions, stacked and centred in the offered room.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(_UnavailableLabelStyle())
        description
          .font(.callout)
          .foregroundStyle(.secondary)
      }
      actions
    }
    .multilineTextAlignment(.center)
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == TrellisUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled `title` (looked up as a localized key) under the system symbol `name`,
  /// with an optional description.
  /// - Parameters:
  ///   - title: The title's key.
  ///   - name: The SF Symbols name of the icon.
  ///   - description: Why the content is unavailable.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { TrellisUI.Label(title, systemImage: name) }, description: { description })
  }

  /// A view titled `title` (shown as given) under the system symbol `name`, with an optional
  /// description.
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The SF Symbols name of the icon.
  ///   - description: Why the content is unavailable.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { TrellisUI.Label(title, systemImage: name) }, description: { description })
  }
}

/// A content-unavailable view's label: the icon large and dimmed above the bold title.
struct _UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      configuration.icon
        .font(.system(size: 48))
        .foregroundStyle(.secondary)
      configuration.title
        .font(.title2.bold())
    }
  }
}

import Foundation

/// A control that opens a URL with the environment's `openURL` action (by default the
/// system's handler: `xdg-open` on Linux). It is drawn as a button in the link's colour: the
/// terminal as `[ Title ]` in blue, GTK as a button.
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` labelled by `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The link: a button that opens its destination.
  public var body: some View {
    Button(action: { openURL(destination) }, label: { label })
      .foregroundColor(.accentColor)
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled with a string literal.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link to `destination` titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

import Foundation

/// A button that shares items: pressed, it opens a menu of the ways this desktop can share
/// them.
///
/// Linux has no share sheet, so the menu offers what a desktop can do with items:
/// - **Copy** puts them on the clipboard: text and URLs as text (one per line), any other
///   `Transferable` in its representations, which Paste and drops in the app read.
/// - **Email** (for text and URLs) opens a new mail through the environment's `openURL`
///   (`xdg-open` on a desktop), with the subject and the message above the items.
///
/// A preview's title heads the menu. The menu is the host's own: a GTK popover menu, a
/// terminal menu list (Return or a click on the link opens it).
///
/// ```swift
/// ShareLink(item: url, subject: Text("A park"), message: Text("Worth a visit"))
/// ShareLink("Share the recipe", item: recipe.text)
/// ```
public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
  Label: View
>: View where Data.Element: Transferable {
  let items: Data
  let subject: Text?
  let message: Text?
  let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
  let label: Label
  @Environment(\._window) private var window
  @Environment(\.openURL) private var openURL

  init(
    sharing items: Data, subject: Text?, message: Text?,
    preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
  ) {
    self.items = items
    self.subject = subject
    self.message = message
    self.preview = preview
    self.label = label
  }

  public var body: some View {
    Menu {
      if let title = previewTitle {
        Section {
          targets
        } header: {
          title
        }
      } else {
        targets
      }
    } label: {
      label
    }
  }

  @ViewBuilder private var targets: some View {
    Button("Copy") { copy() }
    if let mail = mailURL {
      Button("Email") { openURL(mail) }
    }
  }

  /// The first item's preview title, when there is a preview.
  private var previewTitle: Text? {
    guard let preview, let first = items.first else { return nil }
    return preview(first).title
  }

  /// The items as text when each is text or a URL; `nil` for other items.
  private var texts: [String]? {
    var texts: [String] = []
    for item in items {
      switch item {
      case let text as String: texts.append(text)
      case let url as URL: texts.append(url.absoluteString)
      default: return nil
      }
    }
    return texts
  }

  private func copy() {
    guard let clipboard = window?.core?.clipboard else { return }
    if let texts {
      clipboard.setText(texts.joined(separator: "\n"))
    } else {
      clipboard.setItems(
        items.map { item in
          let provider = NSItemProvider()
          provider.register(item)
          return provider
        })
    }
  }

  /// A new mail with the subject, and the message above the items, for text and URLs.
  private var mailURL: URL? {
    guard let texts, !texts.isEmpty else { return nil }
    var components = URLComponents()
    components.scheme = "mailto"
    components.path = ""
    let environment = EnvironmentValues()
    var query: [URLQueryItem] = []
    if let subject {
      query.append(
        URLQueryItem(name: "subject", value: subject.string(in: environment, at: Date())))
    }
    var lines = texts
    if let message { lines = [message.string(in: environment, at: Date()), ""] + texts }
    let body = lines.joined(separator: "\n")
    query.append(URLQueryItem(name: "body", value: body))
    components.queryItems = query
    return components.url
  }
}

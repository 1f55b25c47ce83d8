import Foundation

/// The links of a `Text` (Markdown's `[label](url)` in a string literal), and what a click on
/// one does: as on Apple's platforms, the URL goes to the environment's `openURL` action where
/// the text is, so an `OpenURLAction` set around it handles it (by default the system opens it).
extension HostElement {
  /// The links the text shows, in reading order: each one's characters as shown and its URL.
  /// Runs of one link in several styles (`[**bold** word](url)`) are one link.
  @_spi(TrellisHost) public var links: [(title: String, url: URL)] {
    var found: [(title: String, url: URL)] = []
    var previous: URL?
    for run in textRuns ?? [] {
      defer { previous = run.style.link }
      guard let url = run.style.link else { continue }
      if url == previous, let last = found.indices.last {
        found[last].title += run.string
      } else {
        found.append((run.string, url))
      }
    }
    return found
  }

  /// Opens `url`, one of the text's links, as a click on it does: through the environment's
  /// `openURL` where the text is. A disabled text's links open nothing.
  @_spi(TrellisHost) public func openLink(_ url: URL) throws {
    let what = "\(typeName) \"\(text)\""
    try checkUsable(what)
    guard links.contains(where: { $0.url == url }) else {
      throw ActionError.notApplicable("\(what) has no link to \(url.absoluteString)")
    }
    node.environment.openURL(url)
  }
}

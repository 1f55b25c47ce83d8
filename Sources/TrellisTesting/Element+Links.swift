import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The links a `Text` shows (Markdown's `[label](url)`), in reading order: each one's
  /// characters and its URL. Empty for other views.
  public var links: [(title: String, url: URL)] { base.links }

  /// Clicks the link titled `title`, as a pointer does: its URL goes to the environment's
  /// `openURL` action where the text is. Throws if the text has no such link.
  public func openLink(titled title: String) throws {
    guard let link = links.first(where: { $0.title == title }) else {
      throw ViewHostError.notApplicable("\(description) has no link titled \"\(title)\"")
    }
    try run { try base.openLink(link.url) }
  }
}

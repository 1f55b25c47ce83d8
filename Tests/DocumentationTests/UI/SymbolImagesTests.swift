import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Symbol images".
@MainActor
@Suite struct SymbolImagesTests {
  @Test func theShareBarDrawsItsSymbolsAsGlyphs() {
    let host = ViewHost(SymbolImages.ShareBar(), width: 30, height: 1)
    #expect(host.text.trimmingCharacters(in: .whitespaces).hasPrefix("␡ ★ ♥ ⇪ Share"))
    #expect(host.images(systemName: "star.fill").count == 1)
    #expect(host.all(Image.self).map(\.accessibilityLabel).prefix(3) == ["trash", "star", "heart"])
  }

  @Test func aLabelStyleOfOnesOwnGetsTheSymbolAsItsIcon() {
    let host = ViewHost(SymbolImages.ArchiveRow(), width: 30, height: 1)
    #expect(host.text.trimmingCharacters(in: .whitespaces) == "Archive ⬡")
    #expect(host.images(systemName: "archivebox").count == 1)
  }
}

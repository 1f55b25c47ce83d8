import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@testable import TrellisUI

/// `Image(systemName:)` draws the symbol table's glyph, with its variants, colour and name.
@MainActor
@Suite struct ImageTests {
  /// The display column where `glyph` is drawn in `line`, counted as the terminal does.
  private func column(of glyph: Character, in line: Substring) -> Int? {
    guard let index = line.firstIndex(of: glyph) else { return nil }
    return DisplayWidth.of(String(line[..<index]))
  }

  @Test func symbolsDrawTheirGlyphsBesideText() {
    let host = ViewHost(
      HStack {
        Image(systemName: "plus")
        Image(systemName: "trash")
        Image(systemName: "chevron.right")
        Text("Delete")
      }, width: 20, height: 1)
    #expect(host.text.trimmingCharacters(in: .whitespaces).hasPrefix("+ ␡ › Delete"))
  }

  @Test func variantsPickTheVariantsName() throws {
    struct Stars: View {
      var body: some View {
        VStack(alignment: .leading) {
          Image(systemName: "star")
          Image(systemName: "star").symbolVariant(.fill)
          HStack {
            Image(systemName: "heart")
            Image(systemName: "checkmark")
          }
          .symbolVariant(.circle.fill)
        }
      }
    }
    let host = ViewHost(Stars(), width: 10, height: 3)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[0].hasPrefix("☆"))
    #expect(lines[1].hasPrefix("★"))
    // No heart.circle.fill in the table: the heart, as its base name draws.
    #expect(lines[2].hasPrefix("♡ ✓"))
    #expect(host.images(systemName: "star.fill").count == 1)
    #expect(host.images(systemName: "checkmark.circle.fill").count == 1)
    #expect(host.images(systemName: "heart.circle.fill").count == 1)
  }

  @Test func anUnknownNameDrawsThePlaceholderAndWarnsOnce() throws {
    struct Row: View {
      @State var count = 0
      var body: some View {
        HStack {
          Image(systemName: "no.such.symbol.anywhere")
          Button("Count \(count)") { count += 1 }
        }
      }
    }
    let host = ViewHost(Row(), width: 30, height: 1)
    #expect(host.text.trimmingCharacters(in: .whitespaces).hasPrefix("\u{FFFD} [ Count 0 ]"))
    try host.button("Count 0").tap()
    host.update()
    try host.button("Count 1").tap()
    host.update()
    #expect(host.text.trimmingCharacters(in: .whitespaces).hasPrefix("\u{FFFD} [ Count 2 ]"))
    let warnings = _RuntimeWarnings.log.all.filter { $0.contains("no.such.symbol.anywhere") }
    #expect(warnings.count == 1)
    #expect(host.images(systemName: "no.such.symbol.anywhere").first?.isKnownSymbol == false)
  }

  @Test func theAccessibilityLabelIsTheSymbolsWordsUnlessOneIsGiven() throws {
    let host = ViewHost(
      HStack {
        Image(systemName: "trash.fill")
        Image(systemName: "square.and.arrow.up")
        Image(systemName: "plus").accessibilityLabel("Add item")
      }, width: 20, height: 1)
    let labels = host.all(Image.self).map(\.accessibilityLabel)
    #expect(labels == ["trash", "square and arrow up", "Add item"])
    #expect(host.all(Image.self).allSatisfy { $0.accessibilityTraits.contains(.isImage) })
  }

  @Test func labelsDrawTheirSymbolBeforeTheTitle() throws {
    let host = ViewHost(
      List {
        Section("Mail") {
          Label("Inbox", systemImage: "envelope")
          Label("Sent", systemImage: "paperplane")
        }
        Button(action: {}) { Label("Delete", systemImage: "trash") }
      }, width: 30, height: 6)
    #expect(host.contains(text: "Inbox"))
    let lines = host.text.split(separator: "\n")
    #expect(lines.contains { $0.contains("✉ Inbox") })
    #expect(lines.contains { $0.contains("✈ Sent") })
    // A button in a list takes the row's width.
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("[ ␡ Delete ") })
    // The button's title is its text; the symbol is not read as a word of it.
    #expect(try host.button("Delete").text == "Delete")
  }

  @Test func symbolsBesideTextInSeveralScriptsKeepTheirColumns() {
    let titles = ["नमस्ते दुनिया", "你好世界", "👋🏽 Hi", "Ada"]
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        ForEach(titles, id: \.self) { title in
          HStack {
            Image(systemName: "star.fill")
            Text(title).frame(width: 120, alignment: .leading)
            Image(systemName: "chevron.right")
          }
        }
      }, width: 40, height: 4)
    let lines = host.text.split(separator: "\n")
    #expect(lines.count == 4)
    let stars = lines.map { column(of: "★", in: $0) }
    let chevrons = lines.map { column(of: "›", in: $0) }
    #expect(Set(stars).count == 1 && stars.first! != nil)
    // 1 column of star, 1 of spacing, 15 of title, 1 of spacing.
    #expect(chevrons.allSatisfy { $0 == stars[0].map { $0 + 18 } })
  }

  @Test func everyGlyphInTheTableIsOneColumnAndNeverAnEmoji() {
    for (name, entry) in _SymbolCatalog.entries {
      let glyph = entry.glyph
      #expect(glyph.count == 1, "\(name): one grapheme")
      #expect(DisplayWidth.of(glyph) == 1, "\(name): \(glyph) is one column")
      #expect(
        !glyph.unicodeScalars.contains { $0.properties.isEmojiPresentation },
        "\(name): \(glyph) is shown as text by default")
      #expect(!entry.icon.isEmpty && !entry.icon.hasSuffix("-symbolic"), "\(name)")
    }
    #expect(_SymbolCatalog.entries.count >= 150)
  }

  @Test func namesWithoutAnEntryDrawTheirBaseSymbol() {
    #expect(_SymbolCatalog.entry(for: "trash.fill")?.glyph == "␡")
    #expect(_SymbolCatalog.entry(for: "checkmark.circle.fill")?.icon == "emblem-ok")
    #expect(_SymbolCatalog.entry(for: "folder.badge.plus")?.icon == "folder-new")
    #expect(_SymbolCatalog.entry(for: "gibberish.fill") == nil)
  }

  @Test func variantNamesFollowSFSymbolsOrder() {
    #expect(SymbolVariants.fill.name(for: "heart") == "heart.fill")
    #expect(SymbolVariants.circle.fill.name(for: "xmark") == "xmark.circle.fill")
    #expect(SymbolVariants.slash.fill.name(for: "bell") == "bell.slash.fill")
    #expect(SymbolVariants.fill.name(for: "star.fill") == "star.fill")
    #expect(SymbolVariants.none.name(for: "gear") == "gear")
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(!SymbolVariants.fill.contains(.circle))
  }
}

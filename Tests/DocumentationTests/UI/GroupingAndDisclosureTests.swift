import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Grouping and disclosure".
@MainActor
@Suite struct GroupingAndDisclosureTests {
  @Test func theAdvancedGroupOpensFromItsHeaderOrItsBinding() throws {
    let host = ViewHost(GroupingAndDisclosure.NetworkSettings(), width: 40, height: 8)
    #expect(host.text.contains("▸ Advanced"))
    #expect(!host.contains(text: "Retries: 3"))
    try host.button("Show advanced settings").tap()
    host.update()
    #expect(try host.disclosureGroup("Advanced").isExpanded == true)
    #expect(host.text.contains("Retries: 3"))
    // The nested group keeps its own expansion, collapsed at first.
    #expect(try host.disclosureGroup("Diagnostics").isExpanded == false)
    try host.disclosureGroup("Advanced").collapse()
    host.update()
    #expect(!host.text.contains("Retries"))
  }

  @Test func anAlbumsTracksAreRowsOfTheList() throws {
    let albums = [
      GroupingAndDisclosure.Album(id: 1, title: "Kind of Blue", tracks: ["So What", "Freddie"]),
      GroupingAndDisclosure.Album(id: 2, title: "雅楽", tracks: ["越天楽"]),
    ]
    let host = ViewHost(GroupingAndDisclosure.AlbumList(albums: albums), width: 40, height: 10)
    #expect(host.text.contains("▾ Favourites"))
    try host.disclosureGroup("雅楽").expand()
    host.update()
    #expect(try host.text("越天楽").frame.x == host.disclosureGroup("雅楽").frame.x + 2)
    #expect(!host.contains(text: "So What"))
    try host.disclosureGroup("Favourites").collapse()
    host.update()
    #expect(!host.contains(text: "Blue in Green"))
  }

  @Test func theArrowStyleTogglesThroughItsButton() throws {
    let host = ViewHost(
      GroupingAndDisclosure.NetworkSettings()
        .disclosureGroupStyle(GroupingAndDisclosure.ArrowStyle()), width: 40, height: 8)
    try host.button("→ Advanced").tap()
    host.update()
    #expect(host.text.contains("Retries: 3"))
    #expect(try host.disclosureGroup("Advanced").isExpanded == true)
  }

  @Test func theAboutBoxShowsItsValuesTrailing() throws {
    let host = ViewHost(
      GroupingAndDisclosure.AboutView(downloaded: 2_048_000)
        .environment(\.locale, Locale(identifier: "en_US")), width: 40, height: 10)
    #expect(host.text.contains("┌─ Application ─"))
    #expect(try host.labeledContent("Version").labeledContentValue == "2.4.1")
    #expect(try host.labeledContent("Downloaded").labeledContentValue == "2 MB")
    #expect(try host.labeledContent("Volume").labeledContentValue == "Loud")
    #expect(try host.groupBox("Application").groupBoxTitle == "Application")
  }

  @Test func theCaptionedStyleStacksLabelAndValue() throws {
    let host = ViewHost(
      LabeledContent("Server", value: "eu-1")
        .labeledContentStyle(GroupingAndDisclosure.CaptionedStyle()), width: 20, height: 3)
    let server = try host.text("Server")
    #expect(try host.text("eu-1").frame.y == server.frame.y + 1)
  }
}

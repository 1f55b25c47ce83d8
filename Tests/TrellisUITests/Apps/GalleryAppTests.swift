import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import gallery

/// The gallery headlessly: its grid of the app's own photos, found in its resources and laid
/// out in as many columns as fit, and the detail view a click opens.
@MainActor
@Suite struct GalleryAppTests {
  @Test func everyPhotoIsFoundInTheAppsResourcesAndCroppedToItsCell() throws {
    let host = ViewHost(GalleryView(), width: 100, height: 40)
    for photo in Photo.all {
      let images = host.images(named: photo.id)
      #expect(images.count == 1, "\(photo.id): \(images.count) images")
      #expect(images.first?.isImageFound == true, "\(photo.id) is not in the resources")
      #expect(host.contains(text: photo.title), "\(photo.title) is not shown")
    }
    // 800 points less 16 of padding each side hold five columns of at least 120 points
    // with 12 between them: a row of five and a row of four.
    let rows = Dictionary(grouping: Photo.all) { (try? host.text($0.title).frame.y) ?? -1 }
    #expect(rows.values.map(\.count).sorted() == [4, 5], "\(rows.keys.sorted())")
    // Each fills its 144-point cell, the tall tower too: it overflows the 80 points of the
    // cell's height, which clip it.
    let widths = Set(Photo.all.map { host.images(named: $0.id)[0].imageSize?.width })
    #expect(widths == [144], "\(widths)")
    let tower = try #require(host.images(named: "tower").first?.imageSize)
    #expect(tower.height == 288, "the tower keeps its ratio and is cut: \(tower)")
  }

  @Test func aNarrowWindowHasFewerColumns() throws {
    let host = ViewHost(GalleryView(), width: 40, height: 80)
    // 320 points less padding hold two columns: five rows.
    let tops = Set(Photo.all.map { (try? host.text($0.title).frame.y) ?? -1 })
    #expect(tops.count == 5, "\(tops.sorted())")
  }

  @Test func aClickOpensThePhotoFittedToTheRoomTheReaderReports() async throws {
    let host = ViewHost(GalleryView(), width: 100, height: 40)
    try host.button("富士山").tap()
    await host.nextUpdate()
    #expect(host.windowTitle == "富士山")
    #expect(host.contains(text: "Two peaks and a white sun."))
    let shown = try #require(host.images(named: "fuji").first)
    #expect(shown.imageLabel == "富士山")
    // The reader's size, as the view reports it: the window less the navigation bar.
    let sizeLine = try #require(host.text.split(separator: "\n").first { $0.contains("points") })
    #expect(sizeLine.contains("800 × "), "\(sizeLine)")
    // Fitted: the 96 x 64 photo keeps its 3:2 ratio inside 70% of the reader's height.
    let fitted = try #require(shown.imageSize)
    #expect(abs(fitted.width / fitted.height - 1.5) < 0.1, "\(fitted)")

    try host.toolbarButton("Fill").tap()
    await host.nextUpdate()
    let filled = try #require(host.images(named: "fuji").first?.imageSize)
    #expect(filled.width >= 800, "filled: \(filled)")
    #expect(try host.toolbarButton("Fit").isEnabled)

    #expect(host.goBack())
    await host.nextUpdate()
    #expect(host.windowTitle == "Gallery")
    #expect(host.images(named: "dawn").count == 1)
  }
}

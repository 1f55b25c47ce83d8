import Foundation
import Testing

/// gallery-gtk (the root's `Apps/Gallery` in a GTK window): the app's own photos, found in
/// the resources its GTK target copies, drawn by GTK in an adaptive grid; a click opens one.
@Suite(.serialized) struct GalleryEndToEndTests {
  /// The GTK app's photos are copies of the root app's (make-photos.py writes both), since
  /// SwiftPM copies a linked resource folder as a link that then points nowhere.
  @Test func thePhotosAreTheRootAppsFiles() throws {
    let gtk = gtkPackageRoot.appendingPathComponent("Apps/gallery-gtk/Photos")
    let root = gtkPackageRoot.appendingPathComponent("../../Apps/Gallery/Photos").standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(names.count == 8)
    #expect(try FileManager.default.contentsOfDirectory(atPath: gtk.path).sorted() == names)
    for name in names {
      let copy = FileManager.default.contents(atPath: gtk.appendingPathComponent(name).path)
      let original = FileManager.default.contents(atPath: root.appendingPathComponent(name).path)
      #expect(copy != nil && copy == original, "\(name) differs: run Apps/Gallery/make-photos.py")
    }
  }

  @Test func thePhotosAreDrawnInAGridAndAClickOpensOne() throws {
    let app = try GTKAppSession(product: "gallery-gtk", test: "gallery")
    defer { app.stop() }
    let tree = try app.waitForTree("the eight photos") { $0.main.widgets(.picture).count == 8 }
    let pictures = tree.main.widgets(.picture)
    // Each is its file from the resources (not "missing"), cropped to a cell 80 points tall.
    for picture in pictures {
      let fields = picture.text.split(separator: " ")
      #expect(
        fields.count == 3 && (fields[1].hasSuffix(".png") || fields[1].hasSuffix(".jpg")),
        "\(picture)")
    }
    #expect(Set(pictures.map(\.height)).count == 1, "\(pictures)")
    // More than one column, and more than one row.
    #expect(Set(pictures.map(\.x)).count > 1 && Set(pictures.map(\.y)).count > 1, "\(pictures)")
    app.screenshot("grid")

    let fuji = try #require(pictures.first { $0.text.hasPrefix("fuji ") }, "\(tree)")
    try app.step("open", "the detail of 富士山") {
      try app.click(fuji)
    } until: {
      $0.main.widget(.label, "Two peaks and a white sun.") != nil
        && $0.main.widgets(.picture).count == 1
    }
    let detail = try #require((app.readTree() ?? app.tree).main.widgets(.picture).first)
    #expect(detail.text.hasPrefix("fuji fuji.jpg"), "\(detail)")
    #expect(detail.width > fuji.width, "the detail is larger: \(detail) against \(fuji)")
  }
}

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
    #expect(names.count == 9)
    #expect(try FileManager.default.contentsOfDirectory(atPath: gtk.path).sorted() == names)
    for name in names {
      let copy = FileManager.default.contents(atPath: gtk.appendingPathComponent(name).path)
      let original = FileManager.default.contents(atPath: root.appendingPathComponent(name).path)
      #expect(copy != nil && copy == original, "\(name) differs: run Apps/Gallery/make-photos.py")
    }
  }

  // The grid's thumbnails are the labels of plain-style navigation links: flat buttons
  // named by their titles, with the label's picture and title drawn over them by widgets of
  // their own; a click opens the detail view, whose picture is drawn from the resources.
  @Test func theGridsLinksShowTheirPicturesAndOpenAPhoto() throws {
    let app = try GTKAppSession(product: "gallery-gtk", test: "gallery")
    defer { app.stop() }
    let titles = Photo.titles
    let tree = try app.waitForTree("the nine photos' links and pictures") { tree in
      titles.allSatisfy { tree.main.widget(.button, $0) != nil }
        && tree.main.widgets(.picture).count == titles.count
    }
    let links = titles.compactMap { tree.main.widget(.button, $0) }
    // More than one column, and more than one row.
    #expect(Set(links.map(\.x)).count > 1 && Set(links.map(\.y)).count > 1, "\(links)")
    // Each link's picture (cropped to 80 points tall, filling its cell) and title are drawn
    // over it: their centres are inside the link.
    for link in links {
      let inside = { (widget: WidgetTree.Widget) in
        let x = widget.x + widget.width / 2
        let y = widget.y + widget.height / 2
        return x > link.x && x < link.x + link.width && y > link.y && y < link.y + link.height
      }
      #expect(tree.main.widgets(.picture).contains { inside($0) && $0.height >= 80 }, "\(link)")
      #expect(tree.main.widget(.label, link.text).map(inside) == true, "\(link)")
    }
    // The meadow's yellow sun is on the screen: the pictures are drawn, not only placed.
    let grid = app.screenshot("grid")
    #expect(try pixels(near: (255, 220, 60), in: grid, tolerance: 16) > 50)

    let fuji = try app.widget(.button, "富士山")
    try app.step("open", "the detail of 富士山") {
      try app.click(fuji)
    } until: {
      $0.main.widget(.label, "Two peaks and a white sun.") != nil
        && $0.main.widgets(.picture).count == 1
    }
    let detail = try #require((app.readTree() ?? app.tree).main.widgets(.picture).first)
    // The JPEG from the app's resources, drawn larger than a thumbnail's 80 points.
    #expect(detail.text.hasPrefix("fuji fuji.jpg"), "\(detail)")
    #expect(detail.height > 80, "\(detail)")
  }

  /// The photos' titles, as the app shows them.
  private enum Photo {
    static let titles = [
      "Dawn", "कमल ताल", "富士山", "🌊 Waves", "Desert", "Night", "Meadow", "Tower", "Sketch",
    ]
  }
}

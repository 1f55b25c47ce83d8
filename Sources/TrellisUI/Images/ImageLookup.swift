import Foundation

/// Finds the file an image name stands for in a bundle, as Apple's lookup does: a file of
/// that name (`logo.png`, `logo@2x.png`, `.jpg`, `.jpeg`, `.svg`) or an image set in an
/// asset catalog (`Assets.xcassets/logo.imageset/`, its `Contents.json` naming a file for
/// each scale). A bundle's files are listed once, the first time a name is looked for in it.
///
/// Where a name has files for several scales, the 2x one is taken, else 3x, else 1x: the
/// size in points is the same, and a denser file draws better where the host scales it.
@MainActor enum _ImageLookup {
  /// The files found for a name in one bundle, by scale.
  private typealias Index = [String: [CGFloat: URL]]
  private static var indexes: [URL: Index] = [:]
  private static var found: [FoundKey: _ImageFile?] = [:]

  private struct FoundKey: Hashable {
    let name: String
    let bundle: URL?
  }

  /// The file `name` stands for in `bundle` (the main bundle and the resource bundles beside
  /// the program when `nil`); `nil` when there is none.
  static func file(named name: String, in bundle: Bundle?) -> _ImageFile? {
    let key = FoundKey(name: name, bundle: bundle?.bundleURL)
    if let known = found[key] { return known }
    var file: _ImageFile?
    for root in searchedBundles(for: bundle) {
      file = Self.file(named: name, inBundleAt: root)
      if file != nil { break }
    }
    found[key] = file
    return file
  }

  /// Forgets what was found, for tests that add files.
  package static func reset() {
    indexes = [:]
    found = [:]
  }

  /// Where `Image(name, bundle:)` looks: `bundle`'s resources; for `nil`, the main bundle's,
  /// then (SwiftPM's way on Linux) each `*.resources` bundle beside the program, so that an
  /// app's `Image("logo")` finds the resources of its own target.
  private static func searchedBundles(for bundle: Bundle?) -> [URL] {
    if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
    let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
    let beside =
      (try? FileManager.default.contentsOfDirectory(atPath: Bundle.main.bundlePath))?
      .filter { $0.hasSuffix(".resources") }.sorted()
      .map { Bundle.main.bundleURL.appendingPathComponent($0, isDirectory: true) } ?? []
    return [main] + beside
  }

  private static func file(named name: String, inBundleAt root: URL) -> _ImageFile? {
    let index = indexes[root] ?? makeIndex(root)
    indexes[root] = index
    var base = name
    if _ImageFile.format(ofExtension: (name as NSString).pathExtension) != nil {
      base = (name as NSString).deletingPathExtension
    }
    guard let scales = index[base] else { return nil }
    for scale in [2, 3, 1] as [CGFloat] {
      if let url = scales[scale], let file = _ImageFile(url: url, scale: scale) { return file }
    }
    return nil
  }

  /// Every image in the bundle's folder: its own files, its asset catalogs' image sets, and
  /// the files and catalogs of the folders in it (SwiftPM's `.copy` keeps a folder whole).
  private static func makeIndex(_ root: URL) -> Index {
    var index: Index = [:]
    func scan(_ folder: URL, depth: Int) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        return
      }
      // Sorted, so that which of two same-named files wins does not depend on the disk.
      for entry in names.sorted() {
        let url = folder.appendingPathComponent(entry)
        if entry.hasSuffix(".xcassets") {
          scanCatalog(url, into: &index)
        } else if _ImageFile.format(ofExtension: url.pathExtension) != nil {
          let (name, scale) = Self.nameAndScale(of: url.deletingPathExtension().lastPathComponent)
          if index[name]?[scale] == nil { index[name, default: [:]][scale] = url }
        } else if depth > 0, !entry.hasPrefix("."),
          (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        {
          scan(url, depth: depth - 1)
        }
      }
    }
    scan(root, depth: 1)
    return index
  }

  /// `logo@2x` is `logo` at 2 pixels a point; `logo` is at 1.
  static func nameAndScale(of base: String) -> (String, CGFloat) {
    for scale in [2, 3] where base.hasSuffix("@\(scale)x") {
      return (String(base.dropLast(3)), CGFloat(scale))
    }
    return (base, 1)
  }

  /// An asset catalog's image sets, in it and in its folders (`Assets.xcassets/Icons/`):
  /// each set's `Contents.json` names its files and their scales; its dark-appearance
  /// variants are left out.
  private static func scanCatalog(_ catalog: URL, into index: inout Index) {
    guard
      let enumerator = FileManager.default.enumerator(
        at: catalog, includingPropertiesForKeys: nil)
    else { return }
    for case let url as URL in enumerator where url.pathExtension == "imageset" {
      let name = url.deletingPathExtension().lastPathComponent
      guard index[name] == nil,
        let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let images = json["images"] as? [[String: Any]]
      else { continue }
      var scales: [CGFloat: URL] = [:]
      for image in images where image["appearances"] == nil {
        guard let filename = image["filename"] as? String else { continue }
        let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
        scales[CGFloat(scale)] = url.appendingPathComponent(filename)
      }
      if !scales.isEmpty { index[name] = scales }
    }
  }
}

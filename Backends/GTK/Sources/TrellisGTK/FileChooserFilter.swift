import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// The `GtkFileFilter` of a file panel's types: their MIME types and file name suffixes, so
/// that the chooser lists only the files the panel lets a person pick (and folders to go
/// through).
enum FileChooserFilter {
  /// A filter for the panel's types, or `nil` when any file may be picked.
  @MainActor
  static func make(for panel: HostFilePanel) -> OpaquePointer? {
    let types = panel.allowedContentTypes.filter { $0 != .folder && $0 != .directory }
    guard !types.isEmpty, !types.contains(where: { UTType.data.conforms(to: $0) }) else {
      return nil
    }
    let filter = gtk_file_filter_new()!
    gtk_file_filter_set_name(filter, types.map(\.localizedName).joined(separator: ", "))
    for type in types {
      for mime in mimePatterns(of: type) { gtk_file_filter_add_mime_type(filter, mime) }
      for suffix in type.tags[.filenameExtension] ?? [] {
        gtk_file_filter_add_suffix(filter, suffix)
      }
    }
    return filter
  }

  /// The MIME types of `type`: its own, or for a family of types (images, text, audio,
  /// video) the family's wildcard.
  static func mimePatterns(of type: UTType) -> [String] {
    let own = type.tags[.mimeType] ?? []
    let families: [(UTType, String)] = [
      (.image, "image/*"), (.text, "text/*"), (.audio, "audio/*"), (.movie, "video/*"),
    ]
    let wildcards = families.filter { type == $0.0 }.map(\.1)
    return own + wildcards
  }
}

extension UTType {
  /// A name for a filter: the type's description, else its identifier.
  fileprivate var localizedName: String { localizedDescription ?? identifier }
}

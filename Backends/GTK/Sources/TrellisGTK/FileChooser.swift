import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A file panel shown as GTK's file chooser (`GtkFileChooserNative`: the desktop's portal
/// where there is one, GTK's own dialog otherwise), modal over the window: open, save or
/// select-folder, several files when the panel allows, filtered by the panel's types. Its
/// answer ends the panel: the files or folder chosen, or a cancellation.
@MainActor
final class FileChooser {
  let panel: HostFilePanel
  /// The opening of the panel this chooser shows.
  let session: Int
  let native: OpaquePointer
  private var responseHandler: UInt = 0

  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The chooser as a `GtkFileChooser` (the interface the native dialog implements).
  var chooser: OpaquePointer { native }
  /// The chooser as the `GtkNativeDialog` it is a subclass of.
  var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutablePointer(native) }

  init(panel: HostFilePanel, parent: GtkWidgetPointer) {
    self.panel = panel
    session = panel.session
    let action: GtkFileChooserAction =
      switch panel.mode {
      case .save: GTK_FILE_CHOOSER_ACTION_SAVE
      case .chooseFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
      case .open:
        panel.canChooseFiles ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
      }
    let accept =
      switch panel.mode {
      case .open: "_Open"
      case .save: "_Save"
      case .chooseFolder: panel.title == "Move" ? "_Move" : "_Select"
      }
    native = gtk_file_chooser_native_new(
      panel.title, UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self),
      action, accept, "_Cancel")
    gtk_native_dialog_set_modal(dialog, 1)
    gtk_file_chooser_set_select_multiple(chooser, panel.allowsMultipleSelection ? 1 : 0)
    if panel.mode != .chooseFolder, let filter = FileChooserFilter.make(for: panel) {
      gtk_file_chooser_add_filter(chooser, filter)
      gtk_file_chooser_set_filter(chooser, filter)
      g_object_unref(UnsafeMutableRawPointer(filter))
    }
    if let directory = panel.defaultDirectory {
      let file = g_file_new_for_path(directory.path)
      gtk_file_chooser_set_current_folder(chooser, file, nil)
      g_object_unref(UnsafeMutableRawPointer(file))
    }
    if panel.mode == .save, let name = panel.defaultFilename {
      gtk_file_chooser_set_current_name(chooser, name)
    }
    responseHandler = connect(
      UnsafeMutableRawPointer(native), "response", Self.onResponse, context)
  }

  /// Shows the chooser.
  func show() {
    gtk_native_dialog_show(dialog)
  }

  /// Closes the chooser, once, and lets it go: after its answer, or without one when the
  /// panel ended another way (its view took it back).
  func close() {
    guard responseHandler != 0 else { return }
    g_signal_handler_disconnect(UnsafeMutableRawPointer(native), gulong(responseHandler))
    responseHandler = 0
    gtk_native_dialog_destroy(dialog)
    g_object_unref(UnsafeMutableRawPointer(native))
  }

  /// The files chosen, as file URLs.
  var chosenURLs: [URL] {
    guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(files)) }
    var urls: [URL] = []
    for index in 0..<g_list_model_get_n_items(files) {
      guard let item = g_list_model_get_item(files, index) else { continue }
      defer { g_object_unref(item) }
      guard let path = g_file_get_path(OpaquePointer(item)) else { continue }
      defer { g_free(path) }
      urls.append(URL(fileURLWithPath: String(cString: path)))
    }
    return urls
  }

  /// The person answered: the panel ends with the files chosen, or is cancelled.
  private func respond(_ response: Int32) {
    let panel = self.panel
    guard panel.isOpen, panel.session == session else { return }
    if response == GTK_RESPONSE_ACCEPT.rawValue {
      let urls = chosenURLs
      panel.choose(urls)
    } else {
      panel.cancel()
    }
  }

  private static let onResponse:
    @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
      _, response, context in
      let chooser: FileChooser = object(from: context)
      MainActor.assumeIsolated { chooser.respond(response) }
    }
}

extension GtkHost {
  /// Shows the latest file panel the window's views present as a chooser, and closes a
  /// chooser whose panel ended (or was taken back by its view).
  func reconcileFileChooser() {
    let panel = core.filePanels.last
    if let shown = fileChooser, shown.panel !== panel || shown.session != panel?.session {
      shown.close()
      fileChooser = nil
    }
    guard fileChooser == nil, let panel else { return }
    // Over the frontmost window: a sheet's, when the panel was asked for from a sheet.
    let parent = modals.last(where: { $0.window.popover == nil })?.window.window ?? main.window
    let chooser = FileChooser(panel: panel, parent: parent)
    fileChooser = chooser
    chooser.show()
  }
}

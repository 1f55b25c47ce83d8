import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A viewer whose window shows the last link it was asked to open.
enum LinkViewer {
  struct Viewer: View {
    @State private var opened = "nothing"
    var body: some View {
      Text("Opened \(opened)")
        .onOpenURL { url in opened = url.absoluteString }
    }
  }

  struct ViewerApp: App {
    var body: some Scene {
      WindowGroup("Viewer") { Viewer() }
    }
  }
}

/// The URLs an app is started with reach `onOpenURL` in its first GTK window, whose label
/// then shows them.
extension WindowLifecycleSuites {
  @MainActor
  @Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
  struct OpenURLTests {
    private static let application: UnsafeMutablePointer<GtkApplication> = {
      GtkTestSupport.initialise()
      let application = gtk_application_new(
        "org.trellis.tests.OpenURL", G_APPLICATION_NON_UNIQUE)!
      let registered = g_application_register(
        UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), nil, nil)
      precondition(registered != 0, "the test application did not register")
      return application
    }()

    @Test func theFirstWindowShowsTheLinkTheAppWasStartedWith() throws {
      let app = HostApp(app: LinkViewer.ViewerApp())
      // 写真-चित्र, percent-encoded.
      let path = "%E5%86%99%E7%9C%9F-%E0%A4%9A%E0%A4%BF%E0%A4%A4%E0%A5%8D%E0%A4%B0"
      let link = try #require(URL(string: "viewer://photo/\(path)"))
      app.launchURLs = [link]
      let windows = GtkAppWindows(app: app, application: Self.application)
      windows.start()
      defer { windows.close() }
      for host in windows.hosts.values { host.core.update() }
      while g_main_context_iteration(nil, 0) != 0 {}
      let host = try #require(windows.hosts.values.first)
      let labels = host.widgets(.label).map(labelText)
      #expect(labels.contains("Opened \(link.absoluteString)"), "\(labels)")
    }
  }
}

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A UIKit host view in SwiftUI: made once, updated from SwiftUI's state on every
/// update. Touches reach the engine through the UIKit host's own recognizer
/// (never SwiftUI's `DragGesture`, which drops the end of cancelled touches).
struct HostedUIView<Host: UIView>: UIViewRepresentable {
    let make: () -> Host
    let update: (Host) -> Void

    func makeUIView(context: Context) -> Host { make() }

    func updateUIView(_ uiView: Host, context: Context) { update(uiView) }
}
#endif

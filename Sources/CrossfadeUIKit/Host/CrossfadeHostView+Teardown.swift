#if canImport(UIKit)
    import UIKit

    extension CrossfadeHostView {
        /// Stops the view for good, as its owner goes away (SwiftUI's
        /// `dismantleUIViewController(_:coordinator:)`): the engine's touch ends and the
        /// display link is invalidated (it holds its target until then), so no frame
        /// is drawn for a view no one shows.
        public func tearDown() {
            loseTouches()
            displayLink.stop()
        }
    }
#endif

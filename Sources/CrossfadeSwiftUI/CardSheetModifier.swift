#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import SwiftUI
    import UIKit

    extension View {
        /// Presents `content` as a card over this view while `isPresented` is true
        /// (Apple Music's card deck): this view shrinks, dims and rounds behind it;
        /// dragging the card down dismisses it and sets `isPresented` to false.
        ///
        /// ```swift
        /// LibraryView().cardSheet(isPresented: $showsQueue) { QueueView() }
        /// ```
        public func cardSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
            background(alignment: .center) { CardSheetPresenter(isPresented: isPresented, content: content) }
        }
    }

    /// An invisible controller behind the view that presents the card through
    /// UIKit's `presentCard(_:animated:completion:)` and keeps the binding in line.
    struct CardSheetPresenter<Content: View>: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        let content: () -> Content

        func makeUIViewController(context: Context) -> CardSheetPresenterController { CardSheetPresenterController(nibName: nil, bundle: nil) }

        func updateUIViewController(_ controller: CardSheetPresenterController, context: Context) {
            controller.onDismiss = { isPresented = false }
            controller.sync(wanted: isPresented, content: AnyView(content().environment(\.self, context.environment)))
        }
    }

    /// Presents and dismisses the card as the binding asks; the card's content is
    /// the latest on every update, in the presenting view's SwiftUI environment.
    @MainActor
    final class CardSheetPresenterController: UIViewController {
        var onDismiss: () -> Void = {}
        private var card: CardPresentationController?
        private var hosting: UIHostingController<AnyView>?

        func sync(wanted: Bool, content: AnyView) {
            hosting?.rootView = content
            switch BindingSync.presentation(wanted: wanted, shown: card?.isPresented ?? false) {
            case .present?:
                let controller = UIHostingController(rootView: content)
                hosting = controller
                card = presentCard(controller)
                card?.onDismiss = { [weak self] in self?.onDismiss() }
            case .dismiss?:
                card?.dismiss()
            case nil:
                break
            }
        }
    }
#endif

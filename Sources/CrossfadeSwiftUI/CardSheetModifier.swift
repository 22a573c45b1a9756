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

        static func dismantleUIViewController(_ controller: CardSheetPresenterController, coordinator: Void) {
            controller.dismissCard()
        }
    }

    /// Presents and dismisses the card as the binding asks; the card's content is
    /// the latest on every update, in the presenting view's SwiftUI environment. A
    /// card asked for before this controller is in a window is presented when it
    /// appears; SwiftUI removing the view dismisses the card.
    @MainActor
    final class CardSheetPresenterController: UIViewController {
        var onDismiss: () -> Void = {}
        private var card: CardPresentationController?
        private var hosting: UIHostingController<AnyView>?
        private var wanted = false
        private var content = AnyView(EmptyView())

        func sync(wanted: Bool, content: AnyView) {
            self.wanted = wanted
            self.content = content
            hosting?.rootView = content
            apply()
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            apply()
        }

        /// SwiftUI removed the view: the card goes with it.
        func dismissCard() { card?.dismiss() }

        private func apply() {
            switch BindingSync.presentation(wanted: wanted, shown: card?.isPresented ?? false) {
            case .present?:
                let controller = UIHostingController(rootView: content)
                hosting = controller
                card = presentCard(controller)
                card?.onDismiss = { [weak self] in
                    self?.card = nil
                    self?.hosting = nil
                    self?.onDismiss()
                }
            case .dismiss?:
                card?.dismiss()
            case nil:
                break
            }
        }
    }
#endif

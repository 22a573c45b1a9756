#if canImport(UIKit)
    import CrossfadeHost
    import QuartzCore
    import UIKit

    extension CrossfadeHostView {
        /// Applies a frame's mount operations in one Core Animation transaction with
        /// actions disabled: nothing the engine places is ever animated implicitly,
        /// the first mount included.
        func mount(_ operations: [ViewOperation]) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for operation in operations { mount(operation) }
            CATransaction.commit()
        }

        private func mount(_ operation: ViewOperation) {
            switch operation {
            case .create(let handle, let kind, _):
                views[handle] = views[handle] ?? UIKitTranslation.makeView(kind)
            case .insert(let handle, let parent, let index):
                guard let view = views[handle]?.view else { return }
                container(parent).insertSubview(view, at: index)
            case .update(let handle, let updates):
                guard let view = views[handle] else { return }
                for update in updates { view.setProperty(update, host: self) }
            case .remove(let handle):
                views[handle]?.view.removeFromSuperview()
            }
        }

        /// The view a child goes in: its parent layer's, or this view at the root.
        private func container(_ parent: MountHandle?) -> UIView {
            parent.flatMap { views[$0]?.view } ?? self
        }
    }
#endif

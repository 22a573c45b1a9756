#if !CROSSFADE_ENGINE_LAB
    /// The sessions the page has open, by handle (the C ABI's: Exports.swift). A session
    /// lives in a box: calls change it in place through the reference, so the (large)
    /// session value is never copied (which also keeps the module small).
    enum SessionTable {
        final class Box {
            var session: EngineHostSession
            init(_ session: EngineHostSession) { self.session = session }
        }

        nonisolated(unsafe) static var boxes: [Box?] = []

        /// Runs `body` on session `handle` in place; refused when there is no such session.
        static func with(_ handle: Int32, _ body: (inout EngineHostSession) -> Int32) -> Int32 {
            let index = Int(handle) - 1
            guard index >= 0, index < boxes.count, let box = boxes[index] else {
                return refuse("no session \(handle) (it was never created, or was destroyed)")
            }
            return body(&box.session)
        }

        /// Keeps a new session in the first free place (a destroyed session's number is
        /// reused, so the table never grows past the sessions alive at once); its handle.
        static func store(_ box: Box) -> Int32 {
            if let free = boxes.firstIndex(where: { $0 == nil }) {
                boxes[free] = box
                return Int32(free + 1)
            }
            boxes.append(box)
            return Int32(boxes.count)
        }

        /// Frees session `handle`'s place; false when there is no such session.
        static func remove(_ handle: Int32) -> Bool {
            let index = Int(handle) - 1
            guard index >= 0, index < boxes.count, boxes[index] != nil else { return false }
            boxes[index] = nil
            return true
        }
    }
#endif

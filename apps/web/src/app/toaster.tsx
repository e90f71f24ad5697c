import { ToastContainer } from 'react-toastify';

/** Toasts as the specification sets them: bottom-right, dark, 5 s, pause on hover/blur, swipe 80%. */
export function Toaster() {
  return (
    <ToastContainer
      position="bottom-right"
      theme="dark"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      newestOnTop
    />
  );
}

/** The slider's box, also kept by its placeholder while the slider's code loads. */
export const sliderBox = { height: '45vh', minHeight: 340, bgcolor: 'grey.900' } as const;

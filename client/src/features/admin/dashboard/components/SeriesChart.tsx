import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from 'victory';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const shortTitle = (title: string) => (title.length > 12 ? `${title.slice(0, 11)}…` : title);

export interface SeriesPoint {
  title: string;
  value: number;
}

interface Props {
  /** The figure's name: the visible heading and the drawing's title. */
  name: string;
  /** Says in words what the drawing shows. */
  description: string;
  points: readonly SeriesPoint[];
  color: string;
}

/** One figure of the top games as a line over their titles, on an axis of its own. */
export function SeriesChart({ name, description, points, color }: Props) {
  const theme = useTheme();
  // Taller on phones, so that the labels stay legible when the drawing is scaled down.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const palette = theme.vars?.palette;
  const text = palette?.text.secondary ?? 'currentColor';
  const line = palette?.divider ?? 'currentColor';
  const axis = {
    axis: { stroke: line },
    tickLabels: { fill: text, fontSize: 11, padding: 6 },
    grid: { stroke: line, strokeDasharray: '4 4' },
  };
  const data = points.map((point, index) => ({ x: index, y: point.value }));
  return (
    <VictoryChart
      title={name}
      desc={description}
      domainPadding={{ x: 20, y: 12 }}
      // A line at zero stays at the bottom rather than in the middle of an empty axis.
      minDomain={{ y: 0 }}
      height={narrow ? 280 : 240}
      width={380}
      padding={{ top: 16, bottom: 44, left: 52, right: 20 }}
    >
      <VictoryAxis
        tickValues={points.map((_, index) => index)}
        tickFormat={(index: number) => shortTitle(points[index]?.title ?? '')}
        style={axis}
      />
      <VictoryAxis dependentAxis tickFormat={(value: number) => compact.format(value)} style={axis} />
      <VictoryLine data={data} style={{ data: { stroke: color, strokeWidth: 2.5 } }} />
      <VictoryScatter data={data} size={4} style={{ data: { fill: color } }} />
    </VictoryChart>
  );
}
